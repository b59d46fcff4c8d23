package subfieldlist

// Widget validates its subfield's list semantics.
type Widget struct {
	// +k8s:subfield(ids)=+k8s:listType=atomic
	A Part `json:"a"`
}

// Part's list field has no tags of its own.
type Part struct {
	IDs []string `json:"ids"`
}
