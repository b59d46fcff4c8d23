package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:resource:scope=Cluster
// +kubebuilder:skipversion
// +kubebuilder:subresource:status

// Thing differs in its resource marker, and is skipped with another marker.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
