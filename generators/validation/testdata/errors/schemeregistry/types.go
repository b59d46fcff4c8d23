package schemeregistry

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Scheme is the type the tag means.
type Scheme struct{}

// W is a root with a validation, so that it would be registered.
type W struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:optional
	// +k8s:minimum=1
	I int `json:"i,omitempty"`
}
