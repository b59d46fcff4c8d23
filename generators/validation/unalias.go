package validation

import "go/types"

// universeByte is the predeclared byte, which prints as "byte".
var universeByte = types.Universe.Lookup("byte").Type()

// asGengo is t as upstream's type loader (gengo) sees it, for printing:
//   - no alias is kept, however deep (behind pointers, in list elements,
//     map keys and values): a field declared with `type A = string` is a
//     string, so upstream writes *string where the source says *A;
//   - uint8 is byte (gengo has one builtin for both), so a []uint8 is
//     written []byte. gengo maps int8 to byte as well, which makes
//     upstream's output for a validated int8 not build; ours keeps int8.
func asGengo(t types.Type) types.Type {
	switch u := types.Unalias(t).(type) {
	case *types.Basic:
		if u.Kind() == types.Uint8 {
			return universeByte
		}
		return u
	case *types.Pointer:
		if e := asGengo(u.Elem()); e != u.Elem() {
			return types.NewPointer(e)
		}
		return u
	case *types.Slice:
		if e := asGengo(u.Elem()); e != u.Elem() {
			return types.NewSlice(e)
		}
		return u
	case *types.Array:
		if e := asGengo(u.Elem()); e != u.Elem() {
			return types.NewArray(e, u.Len())
		}
		return u
	case *types.Map:
		k, e := asGengo(u.Key()), asGengo(u.Elem())
		if k != u.Key() || e != u.Elem() {
			return types.NewMap(k, e)
		}
		return u
	default:
		return u
	}
}
