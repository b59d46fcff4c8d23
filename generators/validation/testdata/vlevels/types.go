package vlevels

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Inner struct {
	metav1.TypeMeta `json:",inline"`

	// A level on an item's validator marks it inside the literal.
	// +k8s:listType=atomic
	// +k8s:eachVal=+k8s:alpha=+k8s:minimum=10
	Counts []int32 `json:"counts"`

	// The same on a map's values and keys.
	// +k8s:eachVal=+k8s:beta=+k8s:maxLength=2
	// +k8s:eachKey=+k8s:alpha(since: "1.36")=+k8s:maxLength=3
	Labels map[string]string `json:"labels"`

	// Pointers to items, in a set.
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:beta=+k8s:minimum=1
	Ptrs []*int64 `json:"ptrs"`

	// A level around the chain and another inside it: each on its call.
	// +k8s:alpha=+k8s:eachVal=+k8s:beta=+k8s:minimum=5
	Both map[string]int `json:"both"`

	// A validator taking no arguments is passed by name: upstream loses
	// its level.
	// +k8s:eachVal=+k8s:alpha=+k8s:format=k8s-short-name
	Names []string `json:"names"`

	// A level inside a subfield chain.
	// +k8s:subfield(name)=+k8s:beta=+k8s:maxLength=20
	// +k8s:subfield(size)=+k8s:alpha=+k8s:minimum=1
	Part Part `json:"part"`

	// A level inside a subfield chain whose member has short-circuits of
	// its own, and one around another subfield chain.
	// +k8s:subfield(size)=+k8s:alpha=+k8s:maximum=100
	// +k8s:beta=+k8s:subfield(name)=+k8s:minLength=1
	Other Part `json:"other"`
}

type Part struct {
	// +k8s:optional
	// +k8s:maxLength=30
	Name string `json:"name,omitempty"`
	// +k8s:optional
	// +k8s:minimum=0
	Size *int32 `json:"size,omitempty"`
}
