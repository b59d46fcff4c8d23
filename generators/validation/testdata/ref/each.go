package ref

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bag is a root type validating the items of its lists and the keys and
// values of its maps with +k8s:eachVal and +k8s:eachKey.
type Bag struct {
	metav1.TypeMeta `json:",inline"`

	// A set: old items are matched by value.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:maxItems=20
	// +k8s:eachVal=+k8s:format=k8s-label-key
	Keys []string `json:"keys,omitempty"`

	// No listType: old items are not matched.
	// +k8s:optional
	// +k8s:alpha(since: "1.37")=+k8s:eachVal=+k8s:format=k8s-short-name
	Names []string `json:"names,omitempty"`

	// +k8s:optional
	// +k8s:beta=+k8s:eachKey=+k8s:format=k8s-short-name
	// +k8s:eachVal=+k8s:format=k8s-label-value
	Labels map[string]string `json:"labels,omitempty"`

	// A list-map: old items are matched by key, compared whole.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:immutable
	Parts []BagPart `json:"parts,omitempty"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:immutable
	Refs map[string]BagPart `json:"refs,omitempty"`

	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:eachVal=+k8s:format=k8s-uuid
	IDs []string `json:"ids,omitempty"`

	// A validator with arguments is wrapped in a function literal.
	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=8
	// +k8s:eachKey=+k8s:minLength=2
	Sizes map[string]string `json:"sizes,omitempty"`
}

// BagPart is an item of Bag's list-map, not comparable with ==.
type BagPart struct {
	Name string `json:"name"`
	// +k8s:optional
	// +k8s:minimum=1
	Size *int32 `json:"size,omitempty"`
}
