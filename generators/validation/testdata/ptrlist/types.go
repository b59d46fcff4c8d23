package ptrlist

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Pointers is a root type whose lists hold pointers.
type Pointers struct {
	metav1.TypeMeta `json:",inline"`

	// Nothing validated: no nil check either.
	Plain []*Plain `json:"plain,omitempty"`

	// Only the list is validated: its items are checked for nil first.
	// +k8s:optional
	// +k8s:maxItems=3
	Bounded []*string `json:"bounded,omitempty"`

	// Required, and each item a short name.
	// +k8s:required
	// +k8s:eachVal=+k8s:format=k8s-short-name
	Names []*string `json:"names"`

	// Each item bounded.
	// +k8s:optional
	// +k8s:eachVal=+k8s:minimum=1
	Counts []*int32 `json:"counts,omitempty"`

	// Items of an enum type: its function is called per item.
	// +k8s:optional
	Modes []*Mode `json:"modes,omitempty"`

	// Items of a struct with validations of its own.
	// +k8s:optional
	Items []*Item `json:"items,omitempty"`

	// Items of a struct with its own validations, each also checked.
	// +k8s:optional
	// +k8s:maxItems=4
	// +k8s:eachVal=+k8s:immutable
	Fixed []*Item `json:"fixed,omitempty"`

	// A set of pointers.
	// +k8s:optional
	// +k8s:listType=set
	Set []*string `json:"set,omitempty"`

	// A map-list of pointers, items matched by key.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:immutable
	Keyed []*Item `json:"keyed,omitempty"`

	// A map-list of pointers to items without validations of their own.
	// +k8s:listType=map
	// +k8s:listMapKey=key
	// +k8s:listMapKey=alias
	// +k8s:optional
	Keys []*Plain `json:"keys,omitempty"`

	// Required items without validations of their own.
	// +k8s:required
	Must []*Plain `json:"must"`

	// Lists of pointers inside lists of pointers.
	// +k8s:optional
	Nested []*Outer `json:"nested,omitempty"`

	// A named item type that is a string with a format.
	// +k8s:optional
	Hosts []*Host `json:"hosts,omitempty"`

	// One item of a map-list of pointers validated by its key.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "main")=+k8s:immutable
	Selected []*Item `json:"selected,omitempty"`

	// A set of pointers whose items may not be added or changed.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:update=NoAddItem
	// +k8s:update=NoUnset
	Frozen []*string `json:"frozen,omitempty"`

	// A map-list of pointers whose items may not be removed, each item
	// unchanged.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=key
	// +k8s:update=NoRemoveItem
	// +k8s:eachVal=+k8s:update=NoModify
	Kept []*Plain `json:"kept,omitempty"`

	// An atomic list of pointers that may not be set once unset.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:update=NoSet
	Once []*int32 `json:"once,omitempty"`

	// A tree: Node is walked from here first, so its list of pointers to
	// itself is generated (testdata/errors/ptrlist reaches the list first,
	// which upstream fails on).
	// +k8s:optional
	Tree *Node `json:"tree,omitempty"`

	// A named list of pointers to items without validations.
	// +k8s:optional
	// +k8s:maxItems=5
	Named PlainPtrs `json:"named,omitempty"`

	// A named list of pointers to validated items: its function iterates
	// them, the field checks for nil items.
	// +k8s:optional
	ItemList ItemPtrs `json:"itemList,omitempty"`

	// A named list of pointers with a check on each item on the type.
	// +k8s:optional
	Ports PortPtrs `json:"ports,omitempty"`

	// A field of a named list of pointers that checks each item itself.
	// +k8s:optional
	// +k8s:eachVal=+k8s:minimum=10
	Extra PortPtrs `json:"extra,omitempty"`

	// A value list beside: no nil check.
	// +k8s:maxItems=2
	// +k8s:optional
	Values []Item `json:"values,omitempty"`
}

// Plain has no validations.
type Plain struct {
	Key   string  `json:"key"`
	Alias *string `json:"alias,omitempty"`
}

// Mode is an enum.
// +k8s:enum
type Mode string

const (
	ModeOn  Mode = "On"
	ModeOff Mode = "Off"
)

// Host is a short name.
// +k8s:format=k8s-short-name
type Host string

// Item has validations of its own.
type Item struct {
	// +k8s:required
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:minimum=0
	Weight *int32 `json:"weight,omitempty"`
}

// Outer holds a list of pointers.
type Outer struct {
	// +k8s:optional
	// +k8s:eachVal=+k8s:minimum=2
	Inner []*int64 `json:"inner,omitempty"`

	// +k8s:optional
	Items []*Item `json:"items,omitempty"`
}

// Node is recursive through a list of pointers.
type Node struct {
	// +k8s:required
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:maxItems=2
	Children []*Node `json:"children,omitempty"`
}

// PlainPtrs is a named list of pointers.
type PlainPtrs []*Plain

// ItemPtrs is a named list of pointers to validated items.
type ItemPtrs []*Item

// PortPtrs is a named list of pointers, each item at least 1.
// +k8s:eachVal=+k8s:minimum=1
type PortPtrs []*int32
