// Package gengo is the type model upstream's generators see (gengo's),
// built from go/types: the kind of a type as gengo classifies it (a named
// builtin, map or slice is an Alias, a named struct a Struct), one Type
// node per name, the comment blocks above declarations, and the builtin
// names gengo knows. The defaulter, conversion and openapi generators
// decide what to emit from this view, so that their decisions come out as
// upstream's do.
//
// The three generators share one conversion and differ only where their
// output depends on it; each difference is an Options field rather than a
// wrapper, so that the rules of identity (which types are one node) stay
// in one place:
//   - GoBasics: the defaulter names basic types as Go does (int8 stays
//     int8) because it looks up zero values and existing functions by
//     those names; conversion and openapi use gengo's table.
//   - Generics: the three generators met generic types differently and
//     their messages and file names show it.
//   - Sources: conversion reads a type met through another copy of its
//     package (export data) from the copy checked from source.
//   - Syntax and Methods: openapi takes comments from the syntax of the
//     packages it parsed itself (their file sets are not the types'), a
//     type's in input packages only, and keeps the methods declared in
//     files upstream's parser reads.
//
// What only one generator asks of a type stays in that generator, over
// these Types: conversion's deep assignability, openapi's packages
// (their specs, doc.go tags and declared methods) behind its Syntax and
// Methods.
//
// Where the comments come from is a Comments: the files a generator
// parsed, or (the defaulter's) any file a position names, read from disk.
// deepcopy reads its type tags with it too.
package gengo
