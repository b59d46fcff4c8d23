// +groupName=imported.example.com
package v1

import "github.com/kubegen/kubegen/generators/crdschema/testdata/errors/k8simported/dep"

// Root uses dep.Part, and its own field with the same tags.
type Root struct {
	Part dep.Part `json:"part"`
	// +k8s:minLength=3
	// +k8s:maxBytes=10
	Name string `json:"name"`
	// +k8s:forbidden
	// +optional
	Old string `json:"old,omitempty"`
	// +k8s:eachVal=+k8s:maxLength=4
	Tags []string `json:"tags"`
	// +k8s:eachVal=+k8s:maxLength=4
	Aliases []string `json:"aliases"`
}
