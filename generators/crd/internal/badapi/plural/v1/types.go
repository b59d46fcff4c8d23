// Package v1 has two kinds of one plural.
// +groupName=plural.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Mouse is pluralized to mice.
type Mouse struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +kubebuilder:resource:path=mice

// Rodent takes the same plural.
type Rodent struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
