package v1

import (
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Known uses types from other modules.
// +kubebuilder:object:root=true
type Known struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec KnownSpec `json:"spec,omitempty"`
}

// KnownSpec has a field per known type.
type KnownSpec struct {
	Time      metav1.Time          `json:"time,omitempty"`
	MicroTime metav1.MicroTime     `json:"microTime,omitempty"`
	Duration  metav1.Duration      `json:"duration,omitempty"`
	Selector  metav1.LabelSelector `json:"selector,omitempty"`
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty"`

	IntOrString intstr.IntOrString   `json:"intOrString,omitempty"`
	Quantity    resource.Quantity    `json:"quantity,omitempty"`
	Limits      corev1.ResourceList  `json:"limits,omitempty"`
	Raw         runtime.RawExtension `json:"raw,omitempty"`

	// Template is a whole pod template, as jobset and lws have.
	Template corev1.PodTemplateSpec `json:"template"`

	// Wrapped embeds its own ObjectMeta.
	Wrapped Wrapped `json:"wrapped,omitempty"`
}

// Wrapped has object metadata of its own.
type Wrapped struct {
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Value             string `json:"value,omitempty"`
}
