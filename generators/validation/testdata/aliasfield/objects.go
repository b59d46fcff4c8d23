package aliasfield

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// The registered type is a runtime.Object, as the RegisterValidations
// validation-gen writes needs it to be (the package builds). The tests
// only generate from this package, so the copy is shallow.

func (in *LabelRoot) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

func (in *LabelRoot) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}
