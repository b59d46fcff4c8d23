package tagged

// Widget's field carries a validation tag.
type Widget struct {
	// +k8s:optional
	// +k8s:maximum=10
	Replicas int32 `json:"replicas"`
}
