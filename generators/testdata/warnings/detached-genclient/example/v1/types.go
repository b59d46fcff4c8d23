package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status

// Widget's +genclient is three blocks up, out of reach.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +kubebuilder:object:root=true
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}
