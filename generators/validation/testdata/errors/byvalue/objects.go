package byvalue

import "k8s.io/apimachinery/pkg/runtime"

// Root is a runtime.Object, as the RegisterValidations validation-gen
// writes needs it to be; the tests only generate from this package.
func (in *Root) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}

var localSchemeBuilder runtime.SchemeBuilder
