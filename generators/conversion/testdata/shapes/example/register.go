package example

import "k8s.io/apimachinery/pkg/runtime"

// SchemeBuilder collects the internal version's registrations.
var SchemeBuilder = runtime.NewSchemeBuilder()
