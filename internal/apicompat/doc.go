// Package apicompat compares the exported API of two generated trees: it
// lists every exported declaration of each package under an output root
// (types with their fields and method sets, funcs, vars and consts) and
// reports what the reference tree (upstream's output) has that the other tree
// (ours) lacks or declares with a different signature.
//
// Package paths are reported relative to each tree's output root, and import
// paths inside signatures are rewritten the same way, so two trees generated
// into different output packages compare equal when their APIs are equal.
package apicompat
