package subfieldtagged

// Widget names a subfield that has validation tags of its own.
type Widget struct {
	// +k8s:subfield(id)=+k8s:format=k8s-uuid
	A Part `json:"a"`
}

// Part's field is validated where it is declared too.
type Part struct {
	// +k8s:required
	ID string `json:"id"`
}
