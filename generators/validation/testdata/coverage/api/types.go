package api

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Doohickey is also a kind of v1.
type Doohickey struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:optional
	// +k8s:minimum=0
	Size int32 `json:"size,omitempty"`
}
