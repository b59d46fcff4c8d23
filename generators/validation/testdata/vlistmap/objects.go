package vlistmap

import (
	"k8s.io/apimachinery/pkg/runtime"
)

// The registered type is a runtime.Object, as the RegisterValidations
// validation-gen writes needs it to be (the package builds). The tests
// only generate from this package, so the copy is shallow.

func (in *Holder) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}
