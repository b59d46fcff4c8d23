package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:object:root=true

// Widget gets an object defaulter from its +default marker.
type Widget struct {
	metav1.TypeMeta `json:",inline"`
	Spec            WidgetSpec `json:"spec"`
}

type WidgetSpec struct {
	// +default=3
	Replicas int32 `json:"replicas"`
}

// WidgetList contains a list of Widget.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}
