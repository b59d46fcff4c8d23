package eachbyvalue

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Root struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:maxItems=2
	Lists map[string][]string `json:"lists,omitempty"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:maxItems=2
	Blobs [][]byte `json:"blobs,omitempty"`
}
