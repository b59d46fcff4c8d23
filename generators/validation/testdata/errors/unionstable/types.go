package unionstable

// Stable has a beta tag outside +k8s:beta in a stable package (upstream's
// lint fails on it, and on NoOptional).
type Stable struct {
	// +k8s:unionDiscriminator
	// +k8s:optional
	D string `json:"d,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	A *int `json:"a,omitempty"`
}

// NoOptional has a member that does not say whether it is optional.
type NoOptional struct {
	// +k8s:zeroOrOneOfMember
	A *int `json:"a,omitempty"`
}

// Sub has a beta tag wrapped in +k8s:subfield outside +k8s:beta.
type Sub struct {
	// +k8s:subfield(kind)=+k8s:unionDiscriminator
	In Inner `json:"in"`
}

type Inner struct {
	Kind string `json:"kind"`
}
