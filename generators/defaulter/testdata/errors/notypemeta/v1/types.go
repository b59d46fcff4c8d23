package v1

// +k8s:defaulter-gen=true
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Thing asks for a defaulter.
type Thing struct {
	// +default="x"
	Name string
}
