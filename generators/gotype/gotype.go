// Package gotype holds the small go/types questions the generators that
// work from type information (deepcopy, defaulter, applyconfig) ask, and
// the one reading of struct fields' json tags (json.go) every generator
// goes through.
package gotype

import "go/types"

// Elem is the element type of a pointer, slice, array, map or channel,
// looking through defined types and aliases; nil for any other type.
func Elem(t types.Type) types.Type {
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Pointer:
		return u.Elem()
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	case *types.Map:
		return u.Elem()
	case *types.Chan:
		return u.Elem()
	}
	return nil
}

// MapKey is the key type of a map (named or not); nil for any other type.
func MapKey(t types.Type) types.Type {
	if m, ok := types.Unalias(t).Underlying().(*types.Map); ok {
		return m.Key()
	}
	return nil
}

// Unalias is t with every alias replaced by the type it stands for, also
// inside pointers, slices, arrays and maps: upstream's generators see
// through aliases (a field *PortNumber of `type PortNumber = int32` is
// *int32 in their output), so ours name the aliased types too.
func Unalias(t types.Type) types.Type {
	switch u := types.Unalias(t).(type) {
	case *types.Pointer:
		return types.NewPointer(Unalias(u.Elem()))
	case *types.Slice:
		return types.NewSlice(Unalias(u.Elem()))
	case *types.Array:
		return types.NewArray(Unalias(u.Elem()), u.Len())
	case *types.Map:
		return types.NewMap(Unalias(u.Key()), Unalias(u.Elem()))
	default:
		return u
	}
}
