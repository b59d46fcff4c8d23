package testfixture

import "k8s.io/apimachinery/pkg/runtime"

// localSchemeBuilder is what the generated files name: the registration
// in the validation file and the fixture test's Test(t) call (which needs
// upstream's testscheme, so the fixture test is not built here).
var localSchemeBuilder runtime.SchemeBuilder

// DeepCopyObject makes Root a runtime.Object, so that the generated file
// builds.
func (r *Root) DeepCopyObject() runtime.Object {
	out := *r
	return &out
}

// DeepCopyObject makes Other a runtime.Object.
func (o *Other) DeepCopyObject() runtime.Object {
	out := *o
	return &out
}
