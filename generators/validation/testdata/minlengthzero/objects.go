package minlengthzero

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// The registered type is a runtime.Object, as the RegisterValidations
// validation-gen writes needs it to be (the package builds). The tests
// only generate from this package, so the copy is shallow.

func (in *NoteRoot) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *NoteRoot) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}
