package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient

// Order is a corpus kind whose spec has fields of unexported types.
type Order struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              OrderSpec   `json:"spec,omitempty"`
	Status            OrderStatus `json:"status,omitempty"`
}

// OrderSpec is the desired state: upstream's apply configuration of it
// refers to a paymentRefApplyConfiguration it never writes.
type OrderSpec struct {
	Item    string       `json:"item"`
	Payment paymentRef   `json:"payment"`
	History []paymentRef `json:"history,omitempty"`
	State   state        `json:"state,omitempty"`
}

type paymentRef struct {
	Ref    string `json:"ref"`
	Amount *int64 `json:"amount,omitempty"`
}

type state string

// OrderStatus is the observed state.
type OrderStatus struct {
	Paid bool `json:"paid,omitempty"`
}

// OrderList is a list of Order.
type OrderList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Order `json:"items"`
}
