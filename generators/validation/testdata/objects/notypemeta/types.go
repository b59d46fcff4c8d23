package notypemeta

import "k8s.io/apimachinery/pkg/runtime"

var localSchemeBuilder runtime.SchemeBuilder

// Thing asks for DeepCopyObject but has no TypeMeta.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Thing struct {
	// +k8s:optional
	// +k8s:minimum=1
	Replicas int32 `json:"replicas"`
}
