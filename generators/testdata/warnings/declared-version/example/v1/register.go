package v1

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// As kubebuilder declares them: the scheme registers the types under
// GroupVersion.
var (
	GroupVersion  = schema.GroupVersion{Group: "example.com", Version: "v1alpha1"}
	SchemeBuilder = runtime.NewSchemeBuilder()
)
