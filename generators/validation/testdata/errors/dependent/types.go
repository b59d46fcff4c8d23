package dependent

// Widget's sibling checks are wrong.
type Widget struct {
	// +k8s:optional
	// +k8s:alpha=+k8s:dependentRequired("nope")
	A *int32 `json:"a,omitempty"`
}
