package subfieldlist

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Holder is a root type whose fields give lists of their structs
// semantics.
type Holder struct {
	metav1.TypeMeta `json:",inline"`

	// An atomic list checks nothing, a set its values, a map its keys;
	// items are selected and matched by those keys.
	// +k8s:subfield(atomic)=+k8s:listType=atomic
	// +k8s:subfield(set)=+k8s:listType=set
	// +k8s:subfield(objs)=+k8s:listType=map
	// +k8s:subfield(objs)=+k8s:listMapKey=name
	// +k8s:subfield(objs)=+k8s:item(name: "a")=+k8s:immutable
	// +k8s:subfield(objs)=+k8s:eachVal=+k8s:immutable
	Value Part `json:"value"`

	// unique over an atomic list, the key named before the listType, and
	// a level on the set.
	// +k8s:optional
	// +k8s:subfield(objs)=+k8s:listMapKey=name
	// +k8s:subfield(objs)=+k8s:listType=atomic
	// +k8s:subfield(objs)=+k8s:unique=map
	// +k8s:subfield(objs)=+k8s:maxItems=8
	// +k8s:beta(since: "1.36")=+k8s:subfield(set)=+k8s:listType=set
	// +k8s:subfield(set)=+k8s:eachVal=+k8s:minimum=1
	Ptr *Part `json:"ptr,omitempty"`
}

// Part is the struct whose lists the subfields name.
type Part struct {
	Atomic []int32 `json:"atomic"`
	Set    []int32 `json:"set"`
	Objs   []Obj   `json:"objs"`
}

// Obj is an item of a list-map.
type Obj struct {
	Name string `json:"name"`
	N    int    `json:"n"`
}
