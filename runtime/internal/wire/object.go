package wire

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
)

// Object is the method set of runtime.Object, which this package cannot
// import (the runtime imports it). Any type argument the runtime's generic
// code holds satisfies it, and it is a method-only constraint for the same
// reason as runtime.Object: one shared instantiation for all pointer types.
type Object interface {
	kruntime.Object
	metav1.Object
}
