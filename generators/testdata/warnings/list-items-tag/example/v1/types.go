package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget
}

// +genclient
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

type GadgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gadget `json:"item"`
}

// Doohickey is laid out as an internal version's type: no json tags at
// all, since it is converted rather than decoded. No warning.
//
// +genclient
type Doohickey struct {
	metav1.TypeMeta
	metav1.ObjectMeta
}

type DoohickeyList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Doohickey
}
