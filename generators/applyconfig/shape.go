package applyconfig

import (
	"github.com/kubegen/kubegen/generators/gotype"
	"go/types"
)

// shape is how upstream's generator (which reads types through gengo)
// classifies a Go type. The classes differ from go/types' in ways that
// change the output, so they are reproduced here: a defined type whose
// underlying type is a basic type, a map or a slice is opaque ("alias":
// never converted, never nil-able), while a defined pointer, array or
// struct type takes the class of its underlying type; Go aliases are
// transparent.
type shape int

const (
	shapeOther shape = iota
	shapeBuiltin
	shapeStruct
	shapeMap
	shapeSlice
	shapePointer
	shapeAlias
	shapeInterface
)

// typeName identifies a named type: import path and name. Unnamed types
// get their type string as name and no path, so they never match a named
// entry.
type typeName struct{ Pkg, Name string }

func (n typeName) String() string { return n.Pkg + "." + n.Name }

func classify(t types.Type) shape {
	t = types.Unalias(t)
	if n, ok := t.(*types.Named); ok {
		switch n.Underlying().(type) {
		case *types.Basic, *types.Map, *types.Slice:
			return shapeAlias
		}
		return classify(n.Underlying())
	}
	switch t.(type) {
	case *types.Basic:
		return shapeBuiltin
	case *types.Struct:
		return shapeStruct
	case *types.Map:
		return shapeMap
	case *types.Slice:
		return shapeSlice
	case *types.Pointer:
		return shapePointer
	case *types.Interface:
		return shapeInterface
	}
	return shapeOther
}

// nameOf is the identity of t as upstream keys its type graph.
func nameOf(t types.Type) typeName {
	t = types.Unalias(t)
	if n, ok := t.(*types.Named); ok {
		pkg := ""
		if n.Obj().Pkg() != nil {
			pkg = n.Obj().Pkg().Path()
		}
		return typeName{pkg, n.Obj().Name()}
	}
	return typeName{"", t.String()}
}

var (
	elem   = gotype.Elem
	mapKey = gotype.MapKey
)

// fields are the fields of t's underlying struct, when t has the struct
// shape; nil for any other type (an embedded pointer has none, as upstream).
func fields(t types.Type) []*types.Var {
	if classify(t) != shapeStruct {
		return nil
	}
	st := types.Unalias(t).Underlying().(*types.Struct)
	out := make([]*types.Var, st.NumFields())
	for i := range out {
		out[i] = st.Field(i)
	}
	return out
}

// tagOf is the struct tag of field i of t's struct.
func tagOf(t types.Type, i int) string {
	st, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	return st.Tag(i)
}

// jsonTag is a field's json tag as the apply configuration uses it.
type jsonTag struct {
	name      string
	inline    bool
	omitempty bool
}

// String is the tag value written on the apply configuration's field: the
// name unless inlined, ",omitempty" when set.
func (j jsonTag) String() string {
	s := ""
	if !j.inline {
		s = j.name
	}
	if j.omitempty {
		s += ",omitempty"
	}
	return s
}

// lookupJSON reads the json tag of a field as applyconfiguration-gen
// does; ok is false without one or for "-" (such fields get nothing).
func lookupJSON(f *types.Var, tag string) (jsonTag, bool) {
	j := gotype.ApplyConfigGen.Of(gotype.FieldOf(f, tag))
	return jsonTag{name: j.Name, inline: j.Inline, omitempty: j.OmitEmpty}, !j.Skip
}
