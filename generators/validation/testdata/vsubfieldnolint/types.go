package vsubfieldnolint

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Holder's levels are written inside the chains: the level marks the
// innermost call only, a level before the chain its outer call.
type Holder struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:subfield(count)=+k8s:beta=+k8s:minimum=1
	// +k8s:subfield(value)=+k8s:alpha(since: "1.36")=+k8s:maxLength=4
	Direct Entry `json:"direct"`

	// A validator without arguments is passed by name: its level's mark
	// has no place.
	// +k8s:subfield(value)=+k8s:alpha=+k8s:immutable
	Bare Entry `json:"bare"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:subfield(count)=+k8s:alpha=+k8s:minimum=10
	// +k8s:beta=+k8s:item(name: "b")=+k8s:subfield(count)=+k8s:alpha=+k8s:maximum=10
	Items []Entry `json:"items"`

	// +k8s:eachVal=+k8s:subfield(value)=+k8s:beta=+k8s:maxLength=2
	Values []Entry `json:"values"`

	// +k8s:alpha=+k8s:eachVal=+k8s:subfield(count)=+k8s:beta=+k8s:minimum=2
	ByName map[string]Entry `json:"byName"`

	Tagged Tagged `json:"tagged"`
}

// Tagged's own tag puts the level inside the chain too.
// +k8s:subfield(count)=+k8s:alpha=+k8s:minimum=3
type Tagged struct {
	Count int `json:"count"`
}

// Entry is the item the subfields name.
type Entry struct {
	Name  string `json:"name"`
	Value string `json:"value"`
	// +k8s:optional
	// +k8s:minimum=0
	Count int `json:"count"`
}
