package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient

// Thing is a corpus kind.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ThingSpec   `json:"spec,omitempty"`
	Status            ThingStatus `json:"status,omitempty"`
}

// ThingSpec is the desired state.
type ThingSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// ThingStatus is the observed state.
type ThingStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// ThingList is a list of Thing.
type ThingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Thing `json:"items"`
}
