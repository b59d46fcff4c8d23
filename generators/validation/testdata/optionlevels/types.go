package optionlevels

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Levels struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:optional
	// +k8s:ifEnabled(Foo)=+k8s:beta=+k8s:minimum=1
	Beta *int32 `json:"beta,omitempty"`

	// +k8s:optional
	// +k8s:ifDisabled(Foo)=+k8s:alpha=+k8s:format=k8s-short-name
	Name string `json:"name,omitempty"`

	// +k8s:required
	// +k8s:modeDiscriminator
	Kind string `json:"kind"`

	// +k8s:optional
	// +k8s:ifMode("A")=+k8s:alpha=+k8s:required
	// +k8s:ifMode("B")=+k8s:beta=+k8s:maxLength=3
	Alpha *string `json:"alpha,omitempty"`
}
