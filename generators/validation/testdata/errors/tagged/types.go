package tagged

// Widget's field carries a validation tag.
type Widget struct {
	// +k8s:optional
	// +k8s:unique=set
	Replicas []*string `json:"replicas"`
}
