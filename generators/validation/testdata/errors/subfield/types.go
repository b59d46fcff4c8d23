package subfield

// Widget's subfield tags are wrong, each on its own line.
type Widget struct {
	// +k8s:subfield(nope)=+k8s:format=k8s-uuid
	A Part `json:"a"`
	// +k8s:subfield(id)=+k8s:subfield(id)=+k8s:format=k8s-uuid
	B Part `json:"b"`
	// +k8s:optional
	// +k8s:subfield(id)=+k8s:format=k8s-uuid
	C string `json:"c"`
}

// Part is the struct the subfields name.
type Part struct {
	ID string `json:"id"`
}
