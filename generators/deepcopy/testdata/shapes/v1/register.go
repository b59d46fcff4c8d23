package v1

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// SchemeGroupVersion is this package's group version.
var SchemeGroupVersion = schema.GroupVersion{Group: "shapes.example.com", Version: "v1"}

// AddToScheme adds the types; it needs the generated DeepCopyObject.
func AddToScheme(s *runtime.Scheme) error {
	s.AddKnownTypes(SchemeGroupVersion, &Shape{}, &ShapeList{})
	return nil
}
