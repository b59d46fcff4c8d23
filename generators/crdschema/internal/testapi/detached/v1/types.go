package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:validation:XValidation:rule="self.a != self.b",message="a and b differ"

// DetachedSpec has its rule in a block of its own.
type DetachedSpec struct {
	// +kubebuilder:validation:MaxLength=5

	// A is a.
	A string `json:"a"`
	// B is b.
	// +kubebuilder:validation:MinLength=1
	B string `json:"b"`
}

// +kubebuilder:object:root=true

// Detached is the kind, as kubebuilder scaffolds it.
type Detached struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec DetachedSpec `json:"spec,omitempty"`
}
