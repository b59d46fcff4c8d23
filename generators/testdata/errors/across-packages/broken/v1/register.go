package v1

import "k8s.io/apimachinery/pkg/runtime/schema"

// SchemeGroupVersion misses a closing brace.
var SchemeGroupVersion = schema.GroupVersion{Group: "broken.example.com", Version: "v1"
