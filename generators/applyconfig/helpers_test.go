package applyconfig_test

import (
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
)

// fakeDefaulter applies no defaults.
type fakeDefaulter struct{}

func (fakeDefaulter) Default(runtime.Object) {}

func unstructuredOf(m map[string]any) *unstructured.Unstructured {
	return &unstructured.Unstructured{Object: m}
}
