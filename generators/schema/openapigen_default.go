package schema

import (
	"encoding/json"
	"fmt"
	"go/types"
	"reflect"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// DefaultRule is how a field's Default is read, where the renderings'
// upstream tools differ.
type DefaultRule int

const (
	// DefaultsResolved: +default on the field, a JSON value or
	// ref(<constant>) resolved to the constant's value, else the zero
	// value the decoder fills in (the structured-merge-diff schema, which
	// apply reads list-map keys' defaults from).
	DefaultsResolved DefaultRule = iota
	// DefaultsOpenAPIGen is openapi-gen's rule: +default on the field,
	// else on the declarations of its type (through pointers and named
	// scalars, maps and slices, their comments by Config.Docs); a
	// ref(<constant>) stays a reference (Field.DefaultRef), which
	// openapi-gen writes as the Go constant itself; a non-pointer,
	// non-omitempty field's zero value is its default, and a +default
	// that differs from it is an error (Field.DefaultErr), as are
	// several +default lines and a value that is not JSON. Types are
	// classified as gengo, openapi-gen's parser, does.
	DefaultsOpenAPIGen
)

// Symbol is a Go constant by import path and name.
type Symbol struct{ Pkg, Name string }

// gengoView is a type as gengo classifies it, what openapi-gen's default
// rule decides by.
type gengoView struct {
	// kind is gengo's name of it (Builtin, Alias, Struct, Pointer, Map,
	// Slice, Array, Interface, Chan, Func, Unsupported), which messages
	// print.
	kind string
	// named is the named type, nil for another.
	named *types.Named
	// next is an Alias's underlying type, a Pointer's element.
	next types.Type
	// basic is a Builtin's gengo name.
	basic string
}

// gengoBasics are the basic types gengo knows, by their go/types names,
// with its names for them (int8 and uint8 are byte); the others are
// Unsupported.
var gengoBasics = map[string]string{
	"bool": "bool", "string": "string", "int": "int", "int64": "int64", "int32": "int32", "int16": "int16",
	"int8": "byte", "uint": "uint", "uint64": "uint64", "uint32": "uint32", "uint16": "uint16", "uint8": "byte",
	"uintptr": "uintptr", "byte": "byte", "float64": "float64", "float32": "float32",
}

func viewOf(t types.Type) gengoView {
	switch x := types.Unalias(t).(type) {
	case *types.Basic:
		if name, ok := gengoBasics[x.Name()]; ok {
			return gengoView{kind: "Builtin", basic: name}
		}
	case *types.Named:
		switch u := x.Underlying().(type) {
		case *types.Basic, *types.Map, *types.Slice:
			return gengoView{kind: "Alias", named: x, next: u}
		case *types.Struct:
			return gengoView{kind: "Struct", named: x}
		default:
			v := viewOf(u)
			v.named = x
			return v
		}
	case *types.Pointer:
		return gengoView{kind: "Pointer", next: x.Elem()}
	case *types.Struct:
		return gengoView{kind: "Struct"}
	case *types.Map:
		return gengoView{kind: "Map"}
	case *types.Slice:
		return gengoView{kind: "Slice"}
	case *types.Array:
		return gengoView{kind: "Array"}
	case *types.Chan:
		return gengoView{kind: "Chan"}
	case *types.Signature:
		return gengoView{kind: "Func"}
	case *types.Interface:
		return gengoView{kind: "Interface"}
	}
	return gengoView{kind: "Unsupported"}
}

// openAPIGenDefault is a field's default by DefaultsOpenAPIGen; pkg is
// the import path of the struct type declaring it, which ref(<Name>) in
// the field's comment is relative to.
func (b *builder) openAPIGenDefault(f *types.Var, doc []string, pkg string, omitEmpty bool) (any, *Symbol, error) {
	var tag string
	lines, t := doc, f.Type()
	for {
		vs := tags.ExactValues(lines, tags.Default)
		if len(vs) > 1 {
			return nil, nil, fmt.Errorf("multiple values are not allowed for tag %s", tags.Default)
		}
		if len(vs) == 1 {
			tag = vs[0]
		}
		if t == nil || tag != "" {
			break
		}
		v := viewOf(t)
		lines, pkg = nil, ""
		if v.named != nil {
			lines, pkg = b.typeDoc(v.named.Obj()), pkgPathOf(v.named)
		}
		t = nil
		if v.kind == "Pointer" || v.kind == "Alias" {
			t = v.next
		}
	}
	var def any
	var ref *Symbol
	if tag != "" {
		if name, ok := ConstRef(tag); ok {
			ref = &Symbol{Pkg: pkg, Name: name}
			if i := strings.LastIndex(name, "."); i >= 0 {
				ref.Pkg, ref.Name = name[:i], name[i+1:]
			}
		} else if err := json.Unmarshal([]byte(tag), &def); err != nil {
			return nil, nil, fmt.Errorf("failed to unmarshal default: %v", err)
		}
	}
	enforced, err := b.impliedDefault(f.Type(), omitEmpty)
	if err != nil {
		return nil, nil, err
	}
	if enforced != nil {
		if def == nil {
			def = enforced
		} else if !reflect.DeepEqual(def, enforced) {
			j, _ := json.Marshal(enforced)
			return nil, nil, fmt.Errorf("invalid default value (%#v) for non-pointer/non-omitempty. If specified, must be: %v", def, string(j))
		}
	}
	return def, ref, nil
}

// impliedDefault is openapi-gen's default of a field that is no pointer
// and not omitempty: the zero value of a scalar (a float64 0 for numbers,
// as JSON decodes it, but an int 0 for gengo's byte, as upstream's table
// has it) and an empty object for a struct; none for a type that decodes
// itself. Types openapi-gen has no default for are errors.
func (b *builder) impliedDefault(t types.Type, omitEmpty bool) (any, error) {
	v := viewOf(t)
	if b.unmarshalsItself(v) {
		return nil, nil
	}
	switch v.kind {
	case "Alias":
		return b.impliedDefault(v.next, omitEmpty)
	case "Pointer", "Map", "Slice", "Array", "Interface":
		return nil, nil
	case "Struct":
		st := types.Unalias(t).Underlying().(*types.Struct)
		if st.NumFields() == 1 && st.Field(0).Embedded() {
			return b.impliedDefault(st.Field(0).Type(), omitEmpty)
		}
		return map[string]any{}, nil
	case "Builtin":
		if omitEmpty {
			return nil, nil
		}
		switch v.basic {
		case "string":
			return "", nil
		case "bool":
			return false, nil
		case "byte":
			return 0, nil
		case "uintptr":
			return nil, fmt.Errorf("please add type %v to getOpenAPITypeFormat function", v.basic)
		}
		return 0., nil
	}
	return nil, fmt.Errorf("not sure how to enforce default for %v", v.kind)
}

// unmarshalsItself is gengo's reading of a custom decoder: a struct
// declaring UnmarshalJSON, or a pointer to a type declaring it on its
// pointer. Promoted methods do not count, and only those
// Reading.Methods keeps.
func (b *builder) unmarshalsItself(v gengoView) bool {
	switch v.kind {
	case "Pointer":
		n, ok := types.Unalias(v.next).(*types.Named)
		if !ok {
			return false
		}
		m := b.declared(n, "UnmarshalJSON")
		if m == nil {
			return false
		}
		_, ptr := m.Type().(*types.Signature).Recv().Type().(*types.Pointer)
		return ptr
	case "Struct":
		return v.named != nil && b.declared(v.named, "UnmarshalJSON") != nil
	}
	return false
}

// declared is n's method of that name declared on it, if the reading
// keeps it.
func (b *builder) declared(n *types.Named, name string) *types.Func {
	for i := range n.NumMethods() {
		m := n.Method(i)
		if m.Name() == name && (b.cfg.Reading.Methods == nil || b.cfg.Reading.Methods(n, m)) {
			return m
		}
	}
	return nil
}
