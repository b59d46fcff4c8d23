package manifest

// The manifest generators build their objects from these small types
// rather than k8s.io/api's: the YAML comes from the JSON form, so types with
// the same json names and omissions print the same bytes, and kubegen does
// not compile k8s.io/api and apimachinery's runtime for three manifests.

// TypeMeta is an object's apiVersion and kind.
type TypeMeta struct {
	APIVersion string `json:"apiVersion,omitempty"`
	Kind       string `json:"kind,omitempty"`
}

// ObjectMeta is the part of an object's metadata the generators write.
type ObjectMeta struct {
	Name      string `json:"name,omitempty"`
	Namespace string `json:"namespace,omitempty"`
}
