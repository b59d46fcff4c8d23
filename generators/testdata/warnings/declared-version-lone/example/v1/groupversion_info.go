package v1

import (
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// GroupVersion in a declaration of its own, as some projects write it: the
// load keeps it although the file declares no types.
var GroupVersion = schema.GroupVersion{Group: "example.com", Version: "v1alpha1"}

// SchemeBuilder registers the types under GroupVersion.
var SchemeBuilder = runtime.NewSchemeBuilder()
