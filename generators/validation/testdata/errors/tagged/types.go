package tagged

// Widget's field carries a validation tag.
type Widget struct {
	// +k8s:optional
	// +k8s:forbidden
	Replicas []string `json:"replicas"`
}
