package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Shelf is a kind whose spec has a field of a generic type's instance.
//
// +genclient
type Shelf struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ShelfSpec `json:"spec"`
}

// ShelfSpec has a field of an instantiated generic type.
type ShelfSpec struct {
	Name  string       `json:"name"`
	Range Span[int32]  `json:"range"`
	Spans []Span[bool] `json:"spans,omitempty"`
}

// Span is generic: no apply configuration can be written for it.
type Span[T any] struct {
	From T `json:"from"`
	To   T `json:"to"`
}

// ShelfList is a list of Shelves.
type ShelfList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Shelf `json:"items"`
}
