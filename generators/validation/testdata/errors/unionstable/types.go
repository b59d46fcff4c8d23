package unionstable

// Stable has a beta tag outside +k8s:beta in a stable package.
type Stable struct {
	// +k8s:unionDiscriminator
	// +k8s:optional
	D string `json:"d,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	A *int `json:"a,omitempty"`
}
