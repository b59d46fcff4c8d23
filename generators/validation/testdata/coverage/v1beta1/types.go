package v1beta1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget is the older version of the kind.
type Widget struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:optional
	// +k8s:format=k8s-short-name
	Name string `json:"name,omitempty"`
	// +k8s:optional
	// +k8s:listType=set
	Tags []string `json:"tags,omitempty"`
}

// Gizmo's rules are all allowed away here.
type Gizmo struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:optional
	// +k8s:minimum=0
	Size int32 `json:"size,omitempty"`
}
