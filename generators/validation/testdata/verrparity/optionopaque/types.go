package optionopaque

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget's fields are opaque under an option: upstream skips them whatever
// the option, writing no option check (ours warns).
type Widget struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:ifEnabled(Skip)=+k8s:opaqueType
	Inner Inner `json:"inner"`

	// +k8s:optional
	// +k8s:maxItems=3
	// +k8s:ifDisabled(Keep)=+k8s:eachVal=+k8s:opaqueType
	Items []Inner `json:"items,omitempty"`

	// Checked is validated: its option wraps a validation.
	// +k8s:ifEnabled(Check)=+k8s:minLength=2
	// +k8s:optional
	Checked string `json:"checked,omitempty"`
}

type Inner struct {
	// +k8s:optional
	// +k8s:minLength=1
	Name string `json:"name"`
}
