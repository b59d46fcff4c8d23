package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient

// Item is a corpus kind.
type Item struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ItemSpec   `json:"spec,omitempty"`
	Status            ItemStatus `json:"status,omitempty"`
}

// ItemSpec is the desired state.
type ItemSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// ItemStatus is the observed state.
type ItemStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// ItemList is a list of Item.
type ItemList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Item `json:"items"`
}
