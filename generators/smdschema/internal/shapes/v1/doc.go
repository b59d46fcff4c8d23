// Package v1 holds API types in every shape the schema builder reads
// (json tags, pointers, slices, maps, embedded structs, markers, types of
// other packages). Tests of generators/smdschema load it from source and
// also convert and apply its values, so it is compiled too.
// +groupName=shapes.example.com
package v1
