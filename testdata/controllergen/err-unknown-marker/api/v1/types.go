package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad is the kind under test.
// +kubebuilder:object:root=true
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has markers controller-gen does not know.
type BadSpec struct {
	// +kubebuilder:validation:Minimun=1
	A int32 `json:"a"`
	// +kubebuilder:validation:MaxLen=3
	B string `json:"b"`
	// +kubebuilder:printcolum:name=X,type=string,JSONPath=.spec.b
	C string `json:"c"`
}
