package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad is the kind under test.
// +kubebuilder:object:root=true
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has markers with broken syntax.
type BadSpec struct {
	// +kubebuilder:validation:Enum="a;b
	A string `json:"a"`
	// +kubebuilder:validation:XValidation:rule="self > 0",message=
	B int32 `json:"b"`
	// +kubebuilder:default={a: 1
	C string `json:"c"`
}
