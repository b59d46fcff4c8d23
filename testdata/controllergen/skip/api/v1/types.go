package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Hop is a kind in two packages, one skipped.
// +kubebuilder:object:root=true
type Hop struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
