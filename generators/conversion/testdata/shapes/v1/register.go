package v1

import "k8s.io/apimachinery/pkg/runtime"

// localSchemeBuilder is what the generated init registers with.
var localSchemeBuilder = runtime.SchemeBuilder{}

// AddToScheme adds this version's conversions to a scheme.
var AddToScheme = localSchemeBuilder.AddToScheme
