package item

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Selected is a root type validating chosen items of its list-maps.
type Selected struct {
	metav1.TypeMeta `json:",inline"`

	// Each selection in a cohort of its own: the beta one (its tag sorts
	// first) before the others, as written.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:immutable
	// +k8s:item(name: b)=+k8s:immutable
	// +k8s:beta(since: "1.37")=+k8s:item(name: "c")=+k8s:immutable
	Items []Item `json:"items,omitempty"`

	// Every kind of key, named in another order than the keys.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=kind
	// +k8s:listMapKey=on
	// +k8s:listMapKey=n
	// +k8s:item(n: 5, on: true, name: "x", kind: "y")=+k8s:immutable
	// +k8s:item(n: -1, on: false, name: "", kind: "z")=+k8s:immutable
	Multi []Item `json:"multi,omitempty"`

	// unique=map over an atomic list, beside eachVal; items Go cannot
	// compare with ==.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "z")=+k8s:immutable
	// +k8s:eachVal=+k8s:immutable
	Objs []Obj `json:"objs,omitempty"`
}

// Item is an item of the list-maps above, with validations of its own.
type Item struct {
	Name string `json:"name"`
	Kind Kind   `json:"kind"`
	On   bool   `json:"on"`
	N    *int32 `json:"n"`
	// +k8s:optional
	// +k8s:minimum=1
	Size *int32 `json:"size,omitempty"`
}

// Kind is a key of a named string type.
type Kind string

// Obj holds a slice, so two are compared semantically.
type Obj struct {
	Name string `json:"name"`
	Data []byte `json:"data"`
}
