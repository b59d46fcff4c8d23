// Package bad has doubtful markers and fields: the schema is still built,
// with a warning for each.
package bad

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Thing is a kind.
// +genclient
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ThingSpec `json:"spec"`
}

// Item is a list element.
type Item struct {
	Name string `json:"name"`
}

// Keyed has an optional key and an object key.
type Keyed struct {
	ID   *string           `json:"id,omitempty"`
	Meta metav1.ObjectMeta `json:"meta"`
}

// Encoded marshals itself.
type Encoded struct {
	X int `json:"x"`
}

// MarshalJSON writes nothing useful.
func (Encoded) MarshalJSON() ([]byte, error) { return []byte(`"e"`), nil }

// Box is generic.
type Box[T any] struct {
	V T `json:"v"`
}

// A and B collide when both are embedded.
type A struct {
	Same string `json:"same"`
}

// B see A.
type B struct {
	Same string `json:"same"`
}

// ThingSpec holds the doubtful fields.
type ThingSpec struct {
	A
	B

	// +listType=mapp
	UnknownListType []Item `json:"unknownListType,omitempty"`
	// +listtype=atomic
	Misspelt []Item `json:"misspelt,omitempty"`
	// +listType=map
	NoKeys []Item `json:"noKeys,omitempty"`
	// +listType=map
	// +listMapKey=nope
	MissingKey []Item `json:"missingKey,omitempty"`
	// +listMapKey=name
	KeyWithoutType []Item `json:"keyWithoutType,omitempty"`
	// +listType=set
	SetOfObjects []Item `json:"setOfObjects,omitempty"`
	// +listType=atomic
	ListTypeOnMap map[string]string `json:"listTypeOnMap,omitempty"`
	// +mapType=weird
	WeirdMap map[string]string `json:"weirdMap,omitempty"`
	// +default=not json
	BadDefault string `json:"badDefault,omitempty"`
	// +patchStrategy=bogus
	BadStrategy []string    `json:"badStrategy,omitempty"`
	SelfEncoded Encoded     `json:"selfEncoded,omitempty"`
	Generic     Box[string] `json:"generic,omitempty"`
	NotEmbedded Item        `json:",inline"`
	Channel     chan int    `json:"channel,omitempty"`
	// +default=ref(Missing)
	BadRef string `json:"badRef,omitempty"`
	// +listType=atomic
	ListTypeOnStruct Item `json:"listTypeOnStruct"`
	// +listType=map
	// +listMapKey=id
	// +listMapKey=meta
	BadKeys []Keyed `json:"badKeys,omitempty"`
	// A set of well-known scalars is fine.
	// +listType=set
	Quantities []resource.Quantity `json:"quantities,omitempty"`
}
