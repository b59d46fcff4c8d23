// +k8s:validation-gen=TypesWithField=TypeMeta
// +k8s:validation-gen-scheme-registry=Scheme

// Package schemeregistry names its scheme without an import path, which
// upstream writes as *unnameable_ (a file that does not build).
package schemeregistry
