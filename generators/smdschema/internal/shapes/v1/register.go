package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// SchemeGroupVersion is the group version of the kinds here.
var SchemeGroupVersion = schema.GroupVersion{Group: "shapes.example.com", Version: "v1"}

// AddToScheme registers the kinds.
func AddToScheme(s *runtime.Scheme) error {
	s.AddKnownTypes(SchemeGroupVersion, &Widget{}, &WidgetList{})
	metav1.AddToGroupVersion(s, SchemeGroupVersion)
	return nil
}
