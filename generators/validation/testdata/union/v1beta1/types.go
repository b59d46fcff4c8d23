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

// Lonely has a discriminator and no member: nothing is generated.
type Lonely struct {
	// +k8s:unionDiscriminator
	// +k8s:optional
	Kind string `json:"kind,omitempty"`
}

// Apart's discriminator names a union without members, generated with
// none; its members are in the unnamed union.
type Apart struct {
	// +k8s:unionDiscriminator(union: "b")
	// +k8s:optional
	Kind string `json:"kind,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	A *int32 `json:"a,omitempty"`
}
