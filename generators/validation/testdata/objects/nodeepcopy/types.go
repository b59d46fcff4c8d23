package nodeepcopy

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

var localSchemeBuilder runtime.SchemeBuilder

// Widget has TypeMeta, but no tag asks for its deep copies.
type Widget struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:optional
	// +k8s:minimum=1
	Replicas int32 `json:"replicas"`
}
