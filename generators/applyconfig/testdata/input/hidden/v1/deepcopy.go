package v1

import (
	"maps"
	"slices"

	"k8s.io/apimachinery/pkg/runtime"
)

// DeepCopyObject copies the Order; written by hand, as the apply
// configurations' Extract functions need a runtime.Object.
func (in *Order) DeepCopyObject() runtime.Object {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	out.Spec.History = slices.Clone(in.Spec.History)
	out.Spec.Lines = slices.Clone(in.Spec.Lines)
	out.Spec.ByID = maps.Clone(in.Spec.ByID)
	if in.Spec.Last != nil {
		last := *in.Spec.Last
		out.Spec.Last = &last
	}
	return &out
}
