package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Twin exists in two versions.
// +kubebuilder:object:root=true
// +kubebuilder:storageversion
type Twin struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
