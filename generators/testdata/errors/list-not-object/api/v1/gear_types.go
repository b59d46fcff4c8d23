package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// +genclient
// +kubebuilder:object:root=true

// Gear is a kind whose List's DeepCopyObject is written by hand in the
// file that declares the List: no error.
type Gear struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// GearList is a list of Gear.
type GearList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gear `json:"items"`
}

// DeepCopyObject is written by hand.
func (in *GearList) DeepCopyObject() runtime.Object {
	out := *in
	return &out
}
