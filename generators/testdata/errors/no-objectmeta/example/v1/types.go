package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Widget has neither TypeMeta nor ObjectMeta.
type Widget struct {
	Name string `json:"name"`
}

// WidgetList is a list of Widget.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// +genclient

// Gadget has no GadgetList.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
}

// +genclient

// Sprocket's list holds pointers.
type Sprocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
}

// SprocketList has the wrong Items.
type SprocketList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []*Sprocket `json:"items"`
}
