package runtime

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
)

// Object is what the runtime stores: a Kubernetes API object, addressed
// through a pointer type such as *v1.Foo.
//
// It is deliberately a plain method set, without comparable: Go compiles one
// shared copy of generic code for every pointer type argument only when the
// constraint is a basic (method-only) interface. With comparable in it, each
// kind of a generated informer package got its own copy of the whole
// runtime, which made generated informers ~5x slower to compile than
// upstream's and binaries larger.
type Object interface {
	kruntime.Object
	metav1.Object
}

// ComparableObject is Object with comparable, as client-go's typed cache
// APIs (cache.Object) require. Only the thin typed-interop layer uses it.
type ComparableObject interface {
	comparable
	Object
}

// isZero reports whether obj is the zero T (a nil pointer). Comparing the
// interface values costs no allocation for pointer types.
func isZero[T Object](obj T) bool {
	var zero T
	return any(obj) == any(zero)
}
