package tagged

// Widget's field carries a validation tag.
type Widget struct {
	// +k8s:optional
	// +k8s:format=k8s-short-name
	Replicas string `json:"replicas"`
}
