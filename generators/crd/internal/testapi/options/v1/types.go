// Package v1 is the options case: crd options that change the CRD
// around the schema.
// +groupName=options.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// KnobSpec is the desired state of a knob, described at some length.
type KnobSpec struct {
	// Turns is how far the knob is turned. It is a long description.
	Turns int32 `json:"turns,omitempty"`
}

// Knob is a kind whose CRD is written without the tool version and with
// preserveUnknownFields set.
type Knob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              KnobSpec `json:"spec,omitempty"`
}
