package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad is the kind under test.
// +kubebuilder:object:root=true
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has CEL rules the API server rejects.
type BadSpec struct {
	// +kubebuilder:validation:XValidation:rule="self >",message="unfinished"
	A int32 `json:"a"`
	// +kubebuilder:validation:XValidation:rule="self.nope == 1"
	B Inner `json:"b"`
	// +kubebuilder:validation:XValidation:rule="self > 0",optionalOldSelf=true
	C int32 `json:"c"`
}

// Inner has no field nope.
type Inner struct {
	X int32 `json:"x"`
}
