package subfieldtagged

// Widget names a subfield whose own tags are not inherited here.
type Widget struct {
	// +k8s:subfield(ids)=+k8s:maxItems=3
	A Part `json:"a"`
}

// Part's list field has list tags of its own.
type Part struct {
	// +k8s:optional
	// +k8s:listType=set
	IDs []string `json:"ids"`
}
