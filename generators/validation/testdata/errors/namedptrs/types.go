package namedptrs

type Widget struct {
	// +k8s:optional
	Items Items `json:"items,omitempty"`
}

// +k8s:validation-gen=false
type Items []*Item

// +k8s:validation-gen=false
type Item struct {
	// +k8s:required
	Name string `json:"name"`
}
