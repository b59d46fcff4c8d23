// Package v1 is laid out as kubebuilder scaffolds an API version: the
// package comment and the registration in groupversion_info.go, which
// declares GroupVersion and no SchemeGroupVersion.
//
// +kubebuilder:object:generate=true
// +groupName=batch.example.com
package v1

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

var (
	// GroupVersion is the group version of this package's kinds.
	GroupVersion = schema.GroupVersion{Group: "batch.example.com", Version: "v1"}

	// SchemeBuilder stands in for controller-runtime's scheme.Builder.
	SchemeBuilder = runtime.NewSchemeBuilder()

	// AddToScheme adds this group version's kinds to a scheme.
	AddToScheme = SchemeBuilder.AddToScheme
)
