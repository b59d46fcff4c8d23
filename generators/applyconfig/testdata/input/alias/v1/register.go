package v1

import "k8s.io/apimachinery/pkg/runtime/schema"

// SchemeGroupVersion is the group version of these types.
var SchemeGroupVersion = schema.GroupVersion{Group: "net.example.com", Version: "v1"}
