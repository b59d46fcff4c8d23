package vsubrest

// Widget gives its subfield list semantics its field has already.
type Widget struct {
	// +k8s:subfield(ids)=+k8s:listType=set
	A Part `json:"a"`
}

// Part's list is a set.
type Part struct {
	// +k8s:optional
	// +k8s:listType=set
	IDs []string `json:"ids"`
}
