package vsubrest

// Widget's subfields name fields with tags of their own that are not
// short-circuits: list tags, which an eachVal under the subfield matches
// items by, and union members; and one subfield's uniqueness is checked
// by hand-written code.
type Widget struct {
	// +k8s:subfield(ids)=+k8s:eachVal=+k8s:maxLength=3
	// +k8s:subfield(keys)=+k8s:maxItems=2
	A Part `json:"a"`

	// +k8s:subfield(one)=+k8s:unionMember
	// +k8s:subfield(two)=+k8s:unionMember
	B Pair `json:"b"`

	// +k8s:subfield(names)=+k8s:customUnique
	// +k8s:subfield(names)=+k8s:listType=set
	C Bare `json:"c"`
}

// Part's lists have list semantics of their own.
type Part struct {
	// +k8s:optional
	// +k8s:listType=set
	IDs []string `json:"ids"`
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=5
	// +k8s:optional
	Keys []KV `json:"keys"`
}

// KV is a list-map item.
type KV struct {
	Name string `json:"name"`
}

// Pair's members are optional, one with a limit (not a short-circuit).
type Pair struct {
	// +k8s:optional
	One *string `json:"one,omitempty"`
	// +k8s:optional
	// +k8s:maxLength=4
	Two *string `json:"two,omitempty"`
}

// Bare's list has no list tags of its own.
type Bare struct {
	// +k8s:optional
	Names []string `json:"names"`
}
