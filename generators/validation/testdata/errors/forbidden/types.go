package forbidden

// Widget uses +k8s:forbidden as upstream fails on.
type Widget struct {
	// +k8s:beta=+k8s:forbidden
	Inner Inner `json:"inner"`
}

// Inner is a struct value.
type Inner struct {
	Name *string `json:"name"`
}
