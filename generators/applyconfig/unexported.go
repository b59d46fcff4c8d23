package applyconfig

import (
	"go/token"
	"go/types"
)

// unexportedIn returns the first unexported named type t is built from
// (through pointers, slices, arrays, maps and unnamed structs; not through
// an exported named type, which the configuration names as it is). An
// apply configuration lives in another package than the API types, so it
// cannot name such a type: upstream writes the field anyway, with an
// apply configuration type it never generates, and its tree does not
// build.
func unexportedIn(t types.Type) *types.TypeName {
	switch u := types.Unalias(t).(type) {
	case *types.Named:
		if o := u.Obj(); o.Pkg() != nil && !o.Exported() {
			return o
		}
		for i := range u.TypeArgs().Len() {
			if o := unexportedIn(u.TypeArgs().At(i)); o != nil {
				return o
			}
		}
	case *types.Pointer:
		return unexportedIn(u.Elem())
	case *types.Slice:
		return unexportedIn(u.Elem())
	case *types.Array:
		return unexportedIn(u.Elem())
	case *types.Map:
		if o := unexportedIn(u.Key()); o != nil {
			return o
		}
		return unexportedIn(u.Elem())
	case *types.Struct:
		for i := range u.NumFields() {
			if o := unexportedIn(u.Field(i).Type()); o != nil {
				return o
			}
		}
	}
	return nil
}

// leftOut reports whether the configuration of owner has no field for f
// because f's type is unexported, warning once per field: the field is
// skipped (its builder too), so that the tree builds; applying it needs
// the type exported.
func (b *typeBuilder) leftOut(owner types.Type, f *types.Var) bool {
	hidden := unexportedIn(f.Type())
	if hidden == nil {
		return false
	}
	if b.g.warned == nil {
		b.g.warned = map[token.Pos]bool{}
	}
	if !b.g.warned[f.Pos()] && b.fset != nil {
		b.g.warned[f.Pos()] = true
		n := nameOf(owner)
		at, subject := b.fset.Position(f.Pos()), b.pkgName+"."+n.Name
		if f.Embedded() {
			b.g.diags.Warn(at, subject, "embeds the unexported type %s, which an apply configuration (in another package) cannot name: %s%s has none of its fields; export the type to apply them",
				hidden.Name(), n.Name, Suffix)
		} else {
			b.g.diags.Warn(at, subject, "field %s has the unexported type %s, which an apply configuration (in another package) cannot name: %s%s has no %s field and no With%s; export the type to apply this field",
				f.Name(), hidden.Name(), n.Name, Suffix, f.Name(), f.Name())
		}
	}
	return true
}
