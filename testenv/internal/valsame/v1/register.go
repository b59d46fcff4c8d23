package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// SchemeGroupVersion is the group and version of Widget.
var SchemeGroupVersion = schema.GroupVersion{Group: "valsame.testenv.kubegen.io", Version: "v1"}

var (
	// SchemeBuilder adds Widget and, through the generated init, its
	// validations to a scheme.
	SchemeBuilder      = runtime.NewSchemeBuilder(addKnownTypes)
	localSchemeBuilder = &SchemeBuilder
	// AddToScheme registers the group's types and validations.
	AddToScheme = localSchemeBuilder.AddToScheme
)

func addKnownTypes(s *runtime.Scheme) error {
	s.AddKnownTypes(SchemeGroupVersion, &Widget{})
	metav1.AddToGroupVersion(s, SchemeGroupVersion)
	return nil
}
