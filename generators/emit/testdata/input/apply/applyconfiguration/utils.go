// Package applyconfiguration stands in for what applyconfiguration-gen
// writes: apply configurations of the test types, hand-written and minimal.
package applyconfiguration

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/managedfields"
)

// NewTypeConverter returns the converter the fake clientset's field manager
// uses; the test types have no OpenAPI schema, so fields are deduced.
func NewTypeConverter(scheme *runtime.Scheme) managedfields.TypeConverter {
	return managedfields.NewDeducedTypeConverter()
}
