package validation

import "go/types"

// unaliasAll replaces every alias in t, however deep (behind pointers, in
// list elements, map keys and values), by the type it names. Upstream's
// type loader (gengo) never keeps an alias: a field declared with
// `type A = string` is a string to it, so its output writes *string where
// the source says *A. Printing through this keeps ours the same.
func unaliasAll(t types.Type) types.Type {
	switch u := types.Unalias(t).(type) {
	case *types.Pointer:
		if e := unaliasAll(u.Elem()); e != u.Elem() {
			return types.NewPointer(e)
		}
		return u
	case *types.Slice:
		if e := unaliasAll(u.Elem()); e != u.Elem() {
			return types.NewSlice(e)
		}
		return u
	case *types.Array:
		if e := unaliasAll(u.Elem()); e != u.Elem() {
			return types.NewArray(e, u.Len())
		}
		return u
	case *types.Map:
		k, e := unaliasAll(u.Key()), unaliasAll(u.Elem())
		if k != u.Key() || e != u.Elem() {
			return types.NewMap(k, e)
		}
		return u
	default:
		return u
	}
}
