package b

// B is validated here.
type B struct {
	// +k8s:optional
	// +k8s:minimum=1
	N int32 `json:"n,omitempty"`
}
