package testfixture

// Widget is no root (no TypeMeta); the package still has a validation file.
type Widget struct {
	// +k8s:optional
	// +k8s:minimum=1
	I int `json:"i,omitempty"`
}
