// Package dep declares a type with +k8s: tags controller-gen does not read,
// as k8s.io/api's types carry them for Kubernetes' own validation.
package dep

type Part struct {
	// +k8s:minLength=3
	// +k8s:maxBytes=10
	Name string `json:"name"`
	// +k8s:forbidden
	// +optional
	Old string `json:"old,omitempty"`
	// +k8s:eachVal=+k8s:maxLength=4
	Tags    []string `json:"tags"`
	Aliases Names    `json:"aliases"`
}

// Names carries a tag for each of its items.
// +k8s:eachVal=+k8s:maxLength=4
type Names []string
