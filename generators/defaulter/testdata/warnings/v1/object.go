package v1

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Thing gets an object defaulter, which RegisterDefaults registers with a
// scheme: it must be a runtime.Object for the package to build.

// GetObjectKind makes Thing a runtime.Object without a TypeMeta.
func (t *Thing) GetObjectKind() schema.ObjectKind { return schema.EmptyObjectKind }

// DeepCopyObject makes Thing a runtime.Object; a shallow copy does for
// this test's data.
func (t *Thing) DeepCopyObject() runtime.Object { c := *t; return &c }
