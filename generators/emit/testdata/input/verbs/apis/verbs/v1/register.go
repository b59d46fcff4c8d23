package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// SchemeGroupVersion is the group version of this package.
var SchemeGroupVersion = schema.GroupVersion{Group: "verbs.example.com", Version: "v1"}

var (
	// SchemeBuilder registers the types of this package.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes)
	// AddToScheme adds the types of this package to a scheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Gear{}, &GearList{}, &GearLog{}, &GearLogList{}, &Bolt{}, &BoltList{},
		&Ghost{}, &Nut{}, &Spring{}, &SpringList{})
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}
