package subfieldargs

// Widget's subfield tags are wrong, each on its own line.
type Widget struct {
	// +k8s:beta(since: "1.36")=+k8s:subfield(name)=+k8s:maxLength=20
	A Part `json:"a"`
	// +k8s:subfield(mode)=+k8s:enum
	B Part `json:"b"`
	// +k8s:subfield(name)=+k8s:maximum=3
	C Part `json:"c"`
	// +k8s:subfield(count)=+k8s:format=k8s-uuid
	D Part `json:"d"`
	// +k8s:subfield(count)=+k8s:maxItems=2
	E Part `json:"e"`
}

// Part is the struct the subfields name.
type Part struct {
	Name  string `json:"name"`
	Count int32  `json:"count"`
	Mode  string `json:"mode"`
}
