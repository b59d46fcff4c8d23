package later

// Widget's first field is generated, its second is not: the refusal is
// not hidden behind the first.
type Widget struct {
	// +k8s:optional
	// +k8s:minimum=1
	Replicas int32 `json:"replicas"`
	// +k8s:optional
	// +k8s:unique=set
	Names []*string `json:"names"`
}
