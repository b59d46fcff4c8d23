package vlcd

type Item struct {
	Name string `json:"name"`
}

// +k8s:listType=map
// +k8s:listMapKey=name
// +k8s:customUnique
type Custom []Item

type Widget struct {
	// +k8s:optional
	Field Custom `json:"field,omitempty"`
}
