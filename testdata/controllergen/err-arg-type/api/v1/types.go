package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad is the kind under test.
// +kubebuilder:object:root=true
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has markers whose arguments do not parse.
type BadSpec struct {
	// +kubebuilder:validation:Minimum=abc
	A int32 `json:"a"`
	// +kubebuilder:validation:MaxItems=many
	B []string `json:"b"`
	// +kubebuilder:validation:UniqueItems=yes
	C []string `json:"c"`
}
