package vsubfieldnolint

import (
	"k8s.io/apimachinery/pkg/runtime"
)

// The registered types are runtime.Objects, as the RegisterValidations
// validation-gen writes needs them to be (the package builds). The tests
// only generate from this package, so the copies are shallow.

func (in *Holder) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}
