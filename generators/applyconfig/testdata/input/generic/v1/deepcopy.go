package v1

import (
	"slices"

	"k8s.io/apimachinery/pkg/runtime"
)

// DeepCopyObject copies the Shelf; written by hand, as the apply
// configurations' Extract functions need a runtime.Object.
func (in *Shelf) DeepCopyObject() runtime.Object {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	out.Spec.Spans = slices.Clone(in.Spec.Spans)
	return &out
}
