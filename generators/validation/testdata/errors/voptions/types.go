package voptions

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget's field is opaque under an option, which ours does not generate.
type Widget struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:ifEnabled(Skip)=+k8s:opaqueType
	Inner Inner `json:"inner"`
}

type Inner struct {
	// +k8s:optional
	// +k8s:minLength=1
	Name string `json:"name"`
}
