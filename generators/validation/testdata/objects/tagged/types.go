package tagged

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

var localSchemeBuilder runtime.SchemeBuilder

// Widget gets DeepCopyObject from deepcopy-gen.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Widget struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:optional
	// +k8s:minimum=1
	Replicas int32 `json:"replicas"`
}

// Gadget gets DeepCopyObject from controller-gen.
// +kubebuilder:object:root=true
type Gadget struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:optional
	// +k8s:minimum=1
	Count int32 `json:"count"`
}
