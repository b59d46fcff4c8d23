package union

import "k8s.io/apimachinery/pkg/runtime"

var localSchemeBuilder runtime.SchemeBuilder

// DeepCopyObject makes Zoo a runtime.Object, so that the generated file
// builds.
func (z *Zoo) DeepCopyObject() runtime.Object {
	out := *z
	return &out
}
