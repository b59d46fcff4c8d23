package unionwrapped

// Outer names a union of Inner's fields through +k8s:subfield: upstream
// generates it in Outer's field, ours refuses it.
type Outer struct {
	// +k8s:subfield(a)=+k8s:unionMember
	// +k8s:subfield(b)=+k8s:unionMember
	In Inner `json:"in"`
}

type Inner struct {
	A *int `json:"a,omitempty"`
	B *int `json:"b,omitempty"`
}
