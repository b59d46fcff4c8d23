package conversion

import "github.com/kubegen/kubegen/generators/gotype/gengo"

// The conversions see types as upstream's type model (gengo's) does, so
// that the generated code follows the same shapes: package gengo builds
// that view. A defined type whose underlying type is a builtin, a map or
// a slice is an alias there ("type Phase string"), a defined struct a
// struct; types are made once per name, so two types are the same
// exactly when their pointers are equal, whichever package's view
// (source or export data) they were read from.
type (
	typ      = gengo.Type
	member   = gengo.Member
	universe = gengo.Universe
)

const (
	kUnsupported = gengo.Unsupported
	kBuiltin     = gengo.Builtin
	kStruct      = gengo.Struct
	kMap         = gengo.Map
	kSlice       = gengo.Slice
	kPointer     = gengo.Pointer
	kAlias       = gengo.Alias
	kInterface   = gengo.Interface
	kArray       = gengo.Array
	kChan        = gengo.Chan
	kFunc        = gengo.Func
)

// isAssignable: deep-assignable (no shared memory after "=").
func isAssignable(t *typ) bool {
	if t.IsPrimitive() {
		return true
	}
	if t.Kind == kStruct {
		for _, m := range t.Members {
			if !isAssignable(m.Type) {
				return false
			}
		}
		return true
	}
	return false
}

func unwrapAlias(t *typ) *typ {
	for t.Kind == kAlias {
		t = t.Under
	}
	return t
}
