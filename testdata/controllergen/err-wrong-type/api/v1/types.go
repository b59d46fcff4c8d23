package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad is the kind under test.
// +kubebuilder:object:root=true
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has markers on the wrong types.
type BadSpec struct {
	// +kubebuilder:validation:MaxLength=3
	A int32 `json:"a"`
	// +kubebuilder:validation:Minimum=1
	B string `json:"b"`
	// +kubebuilder:validation:MaxItems=2
	C string `json:"c"`
}
