package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient

// Widget is a corpus kind embedding *metav1.ObjectMeta: upstream's
// applyconfiguration-gen writes no configuration for it, and its client's
// Apply refers to one anyway.
type Widget struct {
	metav1.TypeMeta    `json:",inline"`
	*metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec               WidgetSpec   `json:"spec,omitempty"`
	Status             WidgetStatus `json:"status,omitempty"`
}

// WidgetSpec is the desired state.
type WidgetSpec struct {
	Size int32 `json:"size,omitempty"`
}

// WidgetStatus is the observed state.
type WidgetStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// WidgetList is a list of Widget.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}
