package schema

import (
	"fmt"
	"go/types"
	"strings"

	"github.com/kubegen/kubegen/generators/gotype"
)

// openapi-gen's view of values the model leaves without a schema
// (Reading.OpenAPIGenValues). Its parser (gengo) sees types its own way:
// a named basic, map or slice is the type it names, pointers are looked
// through, int8 and uint8 are byte, and a type is spelled by import path
// and name, or by its Go text when unnamed. Where it has no schema it
// fails, with the messages below; an interface field gets no schema, and
// one spelled interface{} is written as an object, by its name.

// gengoResolve looks through pointers and named basics, maps and slices
// (gengo's aliases), as openapi-gen does before choosing a value's schema.
func gengoResolve(t types.Type) types.Type {
	for {
		v := viewOf(t)
		if v.kind != "Alias" && v.kind != "Pointer" {
			return types.Unalias(t)
		}
		t = v.next
	}
}

// gengoName is how openapi-gen's parser spells a type.
func gengoName(t types.Type) string {
	switch t := types.Unalias(t).(type) {
	case *types.Basic:
		if n, ok := gengoBasics[t.Name()]; ok {
			return n
		}
		return t.Name()
	case *types.Named:
		return qualified(t.Obj())
	}
	return types.TypeString(t, nil)
}

// gengoKindOf is the kind gengo gives a resolved type.
func gengoKindOf(t types.Type) string { return viewOf(t).kind }

// EmptyInterface reports the Go spelling openapi-gen writes as an object:
// interface{} (not any, not a named interface).
func EmptyInterface(t types.Type) bool {
	return types.TypeString(types.Unalias(t), nil) == "interface{}"
}

// hasGengoFormat reports a resolved type openapi-gen writes inline by its
// name: interface{}, and the basics with a type and format.
func hasGengoFormat(t types.Type) bool {
	if EmptyInterface(t) {
		return true
	}
	bt, ok := t.(*types.Basic)
	if !ok {
		return false
	}
	name, known := gengoBasics[bt.Name()]
	if !known {
		return false
	}
	u, _ := types.Universe.Lookup(name).Type().(*types.Basic)
	_, scalar := ScalarOf(u)
	_, format := OpenAPIGenFormats(u)
	return scalar && format
}

// openAPIGenValueErr is the error openapi-gen fails with on the value of
// a field of Go type ft (named member, declared by owner), nil where it
// writes one.
func openAPIGenValueErr(ft types.Type, owner *types.Named, member string) error {
	t := gengoResolve(ft)
	if hasGengoFormat(t) {
		return nil
	}
	parent := ""
	if owner != nil {
		parent = qualified(owner.Obj())
	}
	switch gengoKindOf(t) {
	case "Builtin":
		return fmt.Errorf("please add type %v to getOpenAPITypeFormat function", gengoName(t))
	case "Map":
		if err := gengoMapErr(t); err != nil {
			return fmt.Errorf("failed to generate map property in %v: %v: %v", parent, member, err)
		}
	case "Slice", "Array":
		if err := gengoElemErr(gotype.Elem(t), "slice"); err != nil {
			return fmt.Errorf("failed to generate slice property in %v: %v: %v", parent, member, err)
		}
	case "Struct":
		return anonymousErr(t)
	case "Interface":
	default:
		return fmt.Errorf("cannot generate spec for type %v", gengoName(t))
	}
	return nil
}

// anonymousErr refuses a reference to a struct without a name (an
// instance of a generic type is referred to by its generic type's name).
// Upstream writes the struct's Go text as the reference, and a file that
// does not build.
func anonymousErr(t types.Type) error {
	if _, named := t.(*types.Named); named {
		return nil
	}
	return fmt.Errorf("anonymous struct %s has no OpenAPI definition to refer to", gengoName(t))
}

// gengoElemErr is openapi-gen's failure on a map's or slice's element
// of type orig (where says which), nil for none.
func gengoElemErr(orig types.Type, where string) error {
	e := gengoResolve(orig)
	if hasGengoFormat(e) {
		return nil
	}
	switch k := gengoKindOf(e); k {
	case "Builtin":
		return fmt.Errorf("please add type %v to getOpenAPITypeFormat function", gengoName(e))
	case "Struct":
		return anonymousErr(e)
	case "Slice", "Array":
		return gengoElemErr(gotype.Elem(e), "slice")
	case "Map":
		return gengoMapErr(e)
	default:
		return fmt.Errorf("%s Element kind %v is not supported in %v", where, k, gengoName(orig))
	}
}

// gengoMapErr is openapi-gen's failure on a resolved map type.
func gengoMapErr(t types.Type) error {
	m := t.Underlying().(*types.Map)
	if k := gengoResolve(m.Key()); gengoName(k) != "string" {
		return fmt.Errorf("map with non-string keys are not supported by OpenAPI in %v", gengoName(t))
	}
	err := gengoElemErr(m.Elem(), "map")
	if err != nil && strings.HasPrefix(err.Error(), "map Element") {
		return fmt.Errorf("map Element kind %v is not supported in %v", gengoKindOf(gengoResolve(m.Elem())), gengoName(t))
	}
	return err
}

// plainValue reports a value made only of scalars, references, and lists
// and maps of them, which openapi-gen always has a schema for.
func plainValue(n *Node) bool {
	switch n.Kind {
	case Scalar, Ref:
		return true
	case Array:
		return plainValue(n.Items)
	case Map:
		return plainValue(n.Values)
	}
	return false
}
