package optionopaque

import "k8s.io/apimachinery/pkg/runtime"

// Widget is a runtime.Object, as the RegisterValidations validation-gen
// writes needs it to be. The tests only generate from this package, so the
// copy is shallow.
func (in *Widget) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

// localSchemeBuilder is what the generated init registers with.
var localSchemeBuilder runtime.SchemeBuilder
