package ptrlistnolint

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bare is a root type whose lists of pointers carry no tags.
type Bare struct {
	metav1.TypeMeta `json:",inline"`

	// Items validated by their type only.
	Items []*Item `json:"items,omitempty"`

	// A named list with validations of its own.
	Bounded Bounded `json:"bounded,omitempty"`
}

// Item has validations of its own.
type Item struct {
	// +k8s:required
	Name string `json:"name"`
}

// Bounded is a named list of pointers with at most two items.
// +k8s:maxItems=2
type Bounded []*string
