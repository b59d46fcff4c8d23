package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad is the kind under test.
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Missing",type=string,JSONPath=`.spec.nosuch`
// +kubebuilder:printcolumn:name="Kind",type=widget,JSONPath=`.spec.a`
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has one field.
type BadSpec struct {
	A string `json:"a"`
}
