// Package v1 holds CEL rules that compile and one that does not.
// +groupName=cel.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// CELSpec has rules.
// +kubebuilder:validation:XValidation:rule="self.min <= self.max",message="min must not exceed max"
type CELSpec struct {
	Min int32 `json:"min"`
	Max int32 `json:"max"`
	// +kubebuilder:validation:XValidation:rule="self.startsWith('x'",message="unbalanced"
	Name string `json:"name"`
	// +kubebuilder:validation:XValidation:rule="self.size() > 'a'",message="no such overload"
	Tags []string `json:"tags"`
}

// CEL is the kind.
// +kubebuilder:object:root=true
type CEL struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +kubebuilder:validation:XValidation:rule="self.name == self.nope",message="no such field"
	Spec CELSpec `json:"spec"`
}
