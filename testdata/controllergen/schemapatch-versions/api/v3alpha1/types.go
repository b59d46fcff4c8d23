package v3alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Multi in v3alpha1.
// +kubebuilder:object:root=true
type Multi struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// Size only here.
	Size int `json:"size,omitempty"`
}
