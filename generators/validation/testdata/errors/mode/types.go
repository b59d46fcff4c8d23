package mode

type NoDiscriminator struct {
	// +k8s:optional
	// +k8s:ifMode("A")=+k8s:required
	A *string `json:"a,omitempty"`
}

type PointerDiscriminator struct {
	// +k8s:optional
	// +k8s:modeDiscriminator
	Kind *string `json:"kind,omitempty"`
}

type IntDiscriminator struct {
	// +k8s:required
	// +k8s:modeDiscriminator
	Kind int32 `json:"kind"`
}

type TwoDiscriminators struct {
	// +k8s:required
	// +k8s:modeDiscriminator
	Kind string `json:"kind"`
	// +k8s:required
	// +k8s:modeDiscriminator
	Sort string `json:"sort"`
}

type StructMember struct {
	// +k8s:required
	// +k8s:modeDiscriminator
	Kind string `json:"kind"`
	// +k8s:optional
	// +k8s:ifMode("A")=+k8s:required
	Other *string `json:"other,omitempty"`
	// +k8s:ifMode("A")=+k8s:immutable
	Inner Inner `json:"inner"`
}

type Inner struct {
	X int32 `json:"x"`
}

type BoolMode struct {
	// +k8s:required
	// +k8s:modeDiscriminator
	On bool `json:"on"`
	// +k8s:optional
	// +k8s:ifMode("yes")=+k8s:required
	A *string `json:"a,omitempty"`
}

type ReservedModality struct {
	// +k8s:required
	// +k8s:modeDiscriminator(modality: "default")
	Kind string `json:"kind"`
}
