package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Box is generic: no client can be generated for it.
type Box[T any] struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Item              T `json:"item"`
}

// +genclient

// Crate embeds ObjectMeta by pointer: upstream accepts it, so it is a warning.
type Crate struct {
	metav1.TypeMeta    `json:",inline"`
	*metav1.ObjectMeta `json:"metadata,omitempty"`
}

// CrateList is a list of crates.
type CrateList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Crate `json:"items"`
}

// +genclient

// Bin is an alias, which cannot carry a client either.
type Bin = Crate
