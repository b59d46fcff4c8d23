package gengo

import (
	"go/token"
	"go/types"
	"slices"
)

// Type is one node of the view. A Universe makes one per ID, so two
// Types are the same type exactly when their pointers are equal.
type Type struct {
	// ID is the name the universe knows the type by: String, except for
	// the types Options.GoBasics and Options.Generics name otherwise.
	ID   string
	Kind Kind
	// Pkg is a named type's import path; Name its name, or the whole
	// type's text when Pkg is "".
	Pkg, Name string
	// Elem is a pointer's, slice's, array's, map's or channel's element;
	// Key a map's key; Under an Alias's underlying type.
	Elem, Key, Under *Type
	Len              int64 // of an array
	Members          []Member
	// Doc is the comment block above a named type's declaration; Detached
	// the block one blank line above that, where upstream reads some type
	// tags too.
	Doc, Detached []string
	// Pos is where a named type is declared.
	Pos token.Position
	// Go is the type it was made from, for printing it (with gengo's
	// basic names, the first basic type met under the name: int8 or
	// uint8 for byte).
	Go types.Type
	// Methods are a named type's methods when Options.Methods asks for
	// them; nil otherwise.
	Methods map[string]*Method
}

// TagLines are the lines a named type's tags are read from, in gengo's
// order: the block one blank line above the doc comment, then the doc
// comment (deepcopy-gen and conversion-gen read their type tags there).
func (t *Type) TagLines() []string {
	return append(slices.Clone(t.Detached), t.Doc...)
}

// Member is one field of a struct.
type Member struct {
	Name     string
	Embedded bool
	Tag      string
	Type     *Type
	Doc      []string
	Pos      token.Position
}

// Method is what the generators ask of a method: its parameter count,
// its result types, and whether its receiver is a pointer.
type Method struct {
	Params  int
	Results []*Type
	PtrRecv bool
}

// String is the type's full name, as upstream prints it.
func (t *Type) String() string {
	if t.Pkg == "" {
		return t.Name
	}
	return t.Pkg + "." + t.Name
}

// IsPrimitive is upstream's: a builtin, or a named builtin.
func (t *Type) IsPrimitive() bool {
	return t.Kind == Builtin || (t.Kind == Alias && t.Under != nil && t.Under.Kind == Builtin)
}

// builtinNames are the basic types gengo knows, by their go/types names;
// int8 and uint8 are byte to it.
var builtinNames = map[string]string{
	"bool": "bool", "string": "string", "int": "int", "int64": "int64", "int32": "int32", "int16": "int16",
	"int8": "byte", "uint": "uint", "uint64": "uint64", "uint32": "uint32", "uint16": "uint16", "uint8": "byte",
	"uintptr": "uintptr", "byte": "byte", "float64": "float64", "float32": "float32",
}
