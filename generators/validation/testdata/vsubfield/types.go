package vsubfield

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Holder is a root type whose fields validate fields of their items and
// structs.
type Holder struct {
	metav1.TypeMeta `json:",inline"`

	// An item's subfield takes the member's short-circuits once per item:
	// the second tag naming the same item's member takes none, another
	// item's takes them again; a level before the item marks the item's
	// call alone.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:subfield(value)=+k8s:maxLength=10
	// +k8s:item(name: "a")=+k8s:subfield(value)=+k8s:minLength=1
	// +k8s:item(name: "b")=+k8s:subfield(value)=+k8s:immutable
	// +k8s:alpha(since: "1.36")=+k8s:item(name: "c")=+k8s:subfield(count)=+k8s:maximum=9
	Items []Entry `json:"items,omitempty"`

	// An item's subfield with list tags: its uniqueness check, made once
	// the comment's tags are read, goes through the item too.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:subfield(parts)=+k8s:listType=map
	// +k8s:item(name: "a")=+k8s:subfield(parts)=+k8s:listMapKey=key
	// +k8s:item(name: "b")=+k8s:subfield(ids)=+k8s:listType=set
	// +k8s:alpha=+k8s:item(name: "c")=+k8s:subfield(ids)=+k8s:listType=set
	Groups []Group `json:"groups,omitempty"`

	// So does each value's.
	// +k8s:optional
	// +k8s:eachVal=+k8s:subfield(ids)=+k8s:listType=set
	// +k8s:eachVal=+k8s:subfield(parts)=+k8s:listType=map
	// +k8s:eachVal=+k8s:subfield(parts)=+k8s:listMapKey=key
	GroupList []Group `json:"groupList,omitempty"`

	// Each value's subfield, of a set and of a map.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:subfield(value)=+k8s:format=k8s-short-name
	Values []Entry `json:"values,omitempty"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:subfield(count)=+k8s:minimum=1
	// +k8s:eachVal=+k8s:subfield(count)=+k8s:maximum=5
	ByName map[string]Entry `json:"byName,omitempty"`

	// An opaque field's subfield takes none of the member's short-circuits.
	// +k8s:opaqueType
	// +k8s:subfield(value)=+k8s:maxLength=3
	Opaque Entry `json:"opaque"`

	// Nor does a subfield of a type that says it is opaque, whose own
	// fields are not validated.
	// +k8s:subfield(value)=+k8s:maxLength=4
	Sealed SealedEntry `json:"sealed"`

	// +k8s:optional
	// +k8s:subfield(value)=+k8s:maxLength=5
	SealedPtr *SealedEntry `json:"sealedPtr,omitempty"`

	// Members whose map limits and update constraints short-circuit.
	// +k8s:subfield(labels)=+k8s:eachKey=+k8s:maxLength=5
	// +k8s:subfield(tags)=+k8s:eachVal=+k8s:minLength=1
	// +k8s:subfield(owner)=+k8s:maxLength=8
	// +k8s:subfield(ref)=+k8s:minLength=1
	// +k8s:subfield(ids)=+k8s:maxItems=4
	Props Props `json:"props"`

	// Members whose short-circuits are leveled keep their level inside.
	// +k8s:subfield(name)=+k8s:maxLength=6
	// +k8s:subfield(ids)=+k8s:eachVal=+k8s:minLength=1
	// +k8s:beta=+k8s:subfield(size)=+k8s:maximum=7
	Leveled Leveled `json:"leveled"`
}

// Leveled's tags are under levels.
type Leveled struct {
	// +k8s:alpha(since: "1.36")=+k8s:required
	Name *string `json:"name"`
	// +k8s:optional
	// +k8s:beta(since: "1.35")=+k8s:maxItems=2
	IDs []string `json:"ids,omitempty"`
	// +k8s:alpha(since: "1.36")=+k8s:optional
	// +k8s:beta=+k8s:immutable
	Size int `json:"size"`
}

// Entry is the item the subfields name.
type Entry struct {
	Name string `json:"name"`
	// +k8s:required
	Value string `json:"value"`
	// +k8s:optional
	// +k8s:minimum=0
	Count int `json:"count"`
}

// Group is an item with lists of its own.
type Group struct {
	Name  string   `json:"name"`
	IDs   []string `json:"ids"`
	Parts []Part   `json:"parts"`
}

// Part is a list-map item.
type Part struct {
	Key string `json:"key"`
	N   int    `json:"n"`
}

// SealedEntry is validated by nothing of its own.
// +k8s:opaqueType
type SealedEntry Entry

// Props has members that short-circuit on properties and updates.
type Props struct {
	// +k8s:optional
	// +k8s:maxProperties=3
	Labels map[string]string `json:"labels,omitempty"`
	// +k8s:optional
	// +k8s:minProperties=1
	Tags map[string]string `json:"tags,omitempty"`
	// +k8s:optional
	// +k8s:update=NoModify
	Owner string `json:"owner,omitempty"`
	// +k8s:optional
	// +k8s:update=NoModify
	// +k8s:update=NoSet
	Ref *string `json:"ref,omitempty"`
	// +k8s:optional
	// +k8s:update=NoSet
	// +k8s:update=NoUnset
	IDs []string `json:"ids,omitempty"`
}
