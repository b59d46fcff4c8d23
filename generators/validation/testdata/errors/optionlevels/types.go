package optionlevels

type Levels struct {
	// +k8s:optional
	// +k8s:ifEnabled(Foo)=+k8s:beta=+k8s:minimum=1
	Beta int32 `json:"beta,omitempty"`
	// +k8s:required
	// +k8s:modeDiscriminator
	Kind string `json:"kind"`
	// +k8s:optional
	// +k8s:ifMode("A")=+k8s:alpha=+k8s:required
	Alpha *string `json:"alpha,omitempty"`
}
