package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +genclient:onlyVerbs=get,lst

// Gadget has a misspelt verb.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GadgetSpecc `json:"spec"`
}

// GadgetSpec is what the field meant.
type GadgetSpec struct {
	Size int `json:"size"`
}

// GadgetList is a list of gadgets.
type GadgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gadget `json:"items"`
}
