package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget is a kind.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WidgetSpec `json:"spec"`
}

// WidgetSpec is not a kind.
type WidgetSpec struct {
	Size int `json:"size"`
}

// WidgetList is a list kind.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// Gadget is another kind.
type Gadget struct {
	metav1.TypeMeta `json:",inline"`
}
