package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget's TypeMeta has no json tag: its apply configuration would have no
// WithKind, which the generated constructor calls.
//
// +genclient
type Widget struct {
	metav1.TypeMeta
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// Gadget's ObjectMeta is left out of JSON.
//
// +genclient
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"-"`
}

type GadgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gadget `json:"items"`
}
