// Package markers is the source layer for controller-tools' markers: the
// grammar of a marker line (`+name[:sub...][=value]`, `+name:arg=value,...`),
// a registry of marker definitions with typed arguments, and a collector
// that finds, from syntax only, which markers describe a package, a type, a
// struct field or a function, once per package and run.
//
// The grammar follows controller-tools v0.23.0's pkg/markers (which
// controller-gen reads every marker and its own command line with): the same
// names resolve to the same definitions, the same arguments parse to the
// same values, and whatever it accepts is accepted here. The error messages
// are ours: each says where (file:line:col, or the column in a command-line
// argument), what is wrong and what to write instead.
package markers
