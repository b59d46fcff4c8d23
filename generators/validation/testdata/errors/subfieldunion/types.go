package subfieldunion

// Widget makes members of a union of fields with tags of their own.
type Widget struct {
	// +k8s:subfield(one)=+k8s:unionMember
	// +k8s:subfield(two)=+k8s:unionMember
	B Pair `json:"b"`
}

// Pair's members are optional.
type Pair struct {
	// +k8s:optional
	One *string `json:"one,omitempty"`
	// +k8s:optional
	Two *string `json:"two,omitempty"`
}
