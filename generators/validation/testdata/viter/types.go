package viter

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Root reaches every named list and map type below.
type Root struct {
	metav1.TypeMeta `json:",inline"`

	// A named list of structs, no tags of its own.
	// +k8s:optional
	Items Items `json:"items,omitempty"`

	// A named list with its own tags too.
	// +k8s:optional
	Limited LimitedItems `json:"limited,omitempty"`

	// A named list of a named string with a format.
	// +k8s:optional
	Names Names `json:"names,omitempty"`

	// A named list of a named int with a minimum.
	// +k8s:optional
	Counts Counts `json:"counts,omitempty"`

	// A named list of an enum.
	// +k8s:optional
	Colors Colors `json:"colors,omitempty"`

	// A named map of structs.
	// +k8s:optional
	ByName ItemMap `json:"byName,omitempty"`

	// A named map of named ints, with its own maxProperties.
	// +k8s:optional
	CountMap CountMap `json:"countMap,omitempty"`

	// A named list of a struct holding a named list.
	// +k8s:optional
	Groups Groups `json:"groups,omitempty"`

	// A named list whose elements have no validations.
	// +k8s:optional
	Plain PlainList `json:"plain,omitempty"`

	// An unnamed map to a named list with validations, which skips its
	// values: iterating them would not build (Validate_Counts takes the
	// list, the iteration passes a pointer; testdata/errors/byvalue).
	// +k8s:optional
	// +k8s:eachVal=+k8s:opaqueType
	UnnamedMap map[string]Counts `json:"unnamedMap,omitempty"`

	// A named map with validated keys and values.
	// +k8s:optional
	Keyed KeyedMap `json:"keyed,omitempty"`

	// A named map with validated keys only.
	// +k8s:optional
	KeysOnly KeysOnlyMap `json:"keysOnly,omitempty"`

	// A named list that skips its values.
	// +k8s:optional
	Opaque OpaqueItems `json:"opaque,omitempty"`

	// A named map that skips its keys.
	// +k8s:optional
	OpaqueKeys OpaqueKeyMap `json:"opaqueKeys,omitempty"`

	// An unnamed map with validated keys and values.
	// +k8s:optional
	KeyedField map[Name]Count `json:"keyedField,omitempty"`

	// An unnamed map with validated keys only.
	// +k8s:optional
	KeyedOnlyField map[Name]string `json:"keyedOnlyField,omitempty"`

	// A named list with a validation of each of its values.
	// +k8s:optional
	Bounded BoundedInts `json:"bounded,omitempty"`

	// A named map with validations of each key and value.
	// +k8s:optional
	Checked CheckedMap `json:"checked,omitempty"`

	// A field of a named list type validating each value.
	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=5
	PlainEach PlainList `json:"plainEach,omitempty"`

	// A set of a named list type validating each value, whose type
	// iterates too.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=5
	NamesEach Names `json:"namesEach,omitempty"`

	// A field of a named map type validating each key and value.
	// +k8s:optional
	// +k8s:eachKey=+k8s:maxLength=3
	// +k8s:eachVal=+k8s:minLength=1
	KeysEach KeysOnlyMap `json:"keysEach,omitempty"`

	// A named list type of an alias to a struct.
	// +k8s:optional
	Aliased AliasedItems `json:"aliased,omitempty"`
}

// Item has a required field and a bounded one.
type Item struct {
	// +k8s:required
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:minimum=1
	Size *int32 `json:"size,omitempty"`
}

// Items is a named list of structs.
type Items []Item

// LimitedItems has a bound of its own.
// +k8s:maxItems=3
type LimitedItems []Item

// Name is a short name.
// +k8s:format=k8s-short-name
type Name string

// Names is a named list of Name.
type Names []Name

// Count is at least zero.
// +k8s:minimum=0
type Count int32

// Counts is a named list of Count.
type Counts []Count

// Color is an enum.
// +k8s:enum
type Color string

const (
	ColorRed  Color = "Red"
	ColorBlue Color = "Blue"
)

// Colors is a named list of Color.
type Colors []Color

// ItemMap is a named map of structs.
type ItemMap map[string]Item

// CountMap is a named map of Count with its own bound.
// +k8s:maxProperties=4
type CountMap map[string]Count

// Group holds a named list.
type Group struct {
	// +k8s:required
	Members Names `json:"members"`
}

// Groups is a list of Group.
type Groups []Group

// PlainList's elements have no validations.
type PlainList []string

// AliasItem is an alias of Item.
type AliasItem = Item

// AliasedItems is a named list of an alias.
type AliasedItems []AliasItem

// KeyedMap's keys and values have validations.
type KeyedMap map[Name]Item

// KeysOnlyMap's keys have validations, its values none.
type KeysOnlyMap map[Name]string

// OpaqueItems does not validate its items.
// +k8s:eachVal=+k8s:opaqueType
type OpaqueItems []Item

// OpaqueKeyMap does not validate its keys, but its values.
// +k8s:eachKey=+k8s:opaqueType
type OpaqueKeyMap map[Name]Count

// BoundedInts validates each value.
// +k8s:eachVal=+k8s:minimum=1
type BoundedInts []int32

// CheckedMap validates each key and value.
// +k8s:eachKey=+k8s:format=k8s-short-name
// +k8s:eachVal=+k8s:maxLength=8
type CheckedMap map[string]string
