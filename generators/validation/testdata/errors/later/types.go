package later

// Name is a named scalar type.
type Name string

// Widget's first field is generated, its second is not: the refusal is
// not hidden behind the first.
type Widget struct {
	// +k8s:optional
	// +k8s:minimum=1
	Replicas int32 `json:"replicas"`
	// +k8s:optional
	// +k8s:alpha=+k8s:dependentRequired("name")
	Names *string `json:"names"`
	Name  Name    `json:"name"`
}
