package v1alpha1

import (
	"k8s.io/apimachinery/pkg/runtime"
)

// The registered types are runtime.Objects, as the RegisterValidations
// validation-gen writes needs them to be (the package builds). The tests
// only generate from this package, so the copies are shallow.

func (in *Club) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

func (in *Gadget) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

func (in *Gate) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

func (in *Probe) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

func (in *Roster) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

func (in *Scaler) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}
