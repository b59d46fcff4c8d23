package forbidden

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Node is a root type with forbidden fields of every kind.
type Node struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:beta=+k8s:forbidden
	Name string `json:"name,omitempty"`
	// +k8s:beta=+k8s:forbidden
	// +k8s:minimum=1
	Count *int32 `json:"count,omitempty"`
	// +k8s:beta=+k8s:forbidden
	Tags []string `json:"tags,omitempty"`
	// +k8s:beta=+k8s:forbidden
	Labels map[string]string `json:"labels,omitempty"`

	// Forbidden while a feature is off, as core/v1's NodeSpec does.
	// +k8s:optional
	// +k8s:ifDisabled(SomeFeature)=+k8s:forbidden
	Policy *Policy `json:"policy,omitempty"`

	// +k8s:ifEnabled(OtherFeature)=+k8s:forbidden
	// +k8s:ifDisabled(OtherFeature)=+k8s:optional
	// +k8s:maxLength=8
	Legacy *string `json:"legacy,omitempty"`
}

// Policy is a struct reached through a forbidden pointer.
type Policy struct {
	// +k8s:optional
	// +k8s:minLength=1
	Mode string `json:"mode,omitempty"`
}
