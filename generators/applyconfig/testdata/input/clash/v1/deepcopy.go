package v1

import "k8s.io/apimachinery/pkg/runtime"

// DeepCopyObject copies the Binding; written by hand, as the apply
// configurations' Extract functions need a runtime.Object.
func (in *Binding) DeepCopyObject() runtime.Object {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}

// DeepCopyObject copies the Mirror.
func (in *Mirror) DeepCopyObject() runtime.Object {
	out := *in
	in.ObjectMeta.DeepCopyInto(&out.ObjectMeta)
	return &out
}
