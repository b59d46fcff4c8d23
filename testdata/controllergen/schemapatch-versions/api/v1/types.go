package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Multi is served in v1, v2 and a v3alpha1 the manifest does not list.
// +kubebuilder:object:root=true
type Multi struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// Replicas of v1.
	Replicas *int32 `json:"replicas,omitempty"`
}
