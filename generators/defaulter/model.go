package defaulter

import (
	"go/token"

	"github.com/kubegen/kubegen/generators/gotype/gengo"
)

// The defaulter's walk and its output depend on how upstream's type model
// (gengo's) classifies types, not on go/types', so the walk reads them
// through package gengo's view: named structs, interfaces, pointers and
// arrays take their underlying type's kind under their own name; a named
// builtin, map or slice is an Alias over its underlying type, through
// which defaults and walks go. A type met twice is one node (the walk's
// recursion guard relies on it); its ID names it as upstream's String
// does, and its Go type prints it in the generated file.
type (
	node     = gengo.Type
	member   = gengo.Member
	universe = gengo.Universe
)

const (
	kBuiltin   = gengo.Builtin
	kStruct    = gengo.Struct
	kPointer   = gengo.Pointer
	kSlice     = gengo.Slice
	kArray     = gengo.Array
	kMap       = gengo.Map
	kInterface = gengo.Interface
	kAlias     = gengo.Alias
)

// newUniverse is the defaulter's view. Its dependencies come from export
// data, without comments, so comments are read from the files positions
// name; basic types keep their Go names (int8 is not byte), under which
// zero values and existing defaulters are looked up; generic types are
// Unsupported, as the walk defaults none, but keep their full text as ID.
func newUniverse(fset *token.FileSet, comments *gengo.Comments) *universe {
	return gengo.New(gengo.Options{Fset: fset, Comments: comments, GoBasics: true, Generics: gengo.GenericsUnsupported})
}
