package vsubrest

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// The registered types are runtime.Objects, as the RegisterValidations
// validation-gen writes needs them to be (the package builds). The tests
// only generate from this package, so the copies are shallow.

func (in *Part) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *Part) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

func (in *Widget) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *Widget) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

func (in *Pair) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *Pair) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

func (in *Bare) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *Bare) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}
