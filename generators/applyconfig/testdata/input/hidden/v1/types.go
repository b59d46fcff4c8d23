package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Order is a kind whose spec has fields of unexported types.
//
// +genclient
type Order struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec OrderSpec `json:"spec"`
}

// OrderSpec mixes fields of exported and unexported types.
type OrderSpec struct {
	Item    string                `json:"item"`
	Payment paymentRef            `json:"payment"`
	History []paymentRef          `json:"history,omitempty"`
	Last    *paymentRef           `json:"last,omitempty"`
	ByID    map[string]paymentRef `json:"byID,omitempty"`
	State   state                 `json:"state,omitempty"`
	Lines   []Line                `json:"lines,omitempty"`
}

// Line is exported and gets its configuration.
type Line struct {
	SKU string `json:"sku"`
}

type paymentRef struct {
	Ref    string `json:"ref"`
	Amount int64  `json:"amount"`
}

type state string

// OrderList is a list of Orders.
type OrderList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Order `json:"items"`
}
