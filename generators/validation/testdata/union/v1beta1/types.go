package v1beta1

// Twice has two discriminators.
type Twice struct {
	// +k8s:unionDiscriminator
	// +k8s:optional
	First string `json:"first,omitempty"`
	// +k8s:unionDiscriminator
	// +k8s:optional
	Second string `json:"second,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	A *int32 `json:"a,omitempty"`
}
