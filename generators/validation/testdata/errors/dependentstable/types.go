package dependentstable

// Widget's sibling check is not marked alpha.
type Widget struct {
	// +k8s:optional
	A *int32 `json:"a,omitempty"`
	// +k8s:optional
	// +k8s:dependentRequired("a")
	B *int32 `json:"b,omitempty"`
}
