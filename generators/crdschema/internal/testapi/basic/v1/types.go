package v1

import (
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Phase is the phase.
// +kubebuilder:validation:Enum=A;B
type Phase string

// WidgetSpec is the spec.
//
// Second paragraph of spec.
// TODO: hidden
type WidgetSpec struct {
	// Name is the name.
	// It continues here.
	//
	// New paragraph.
	// +kubebuilder:validation:MaxLength=10
	Name string `json:"name"`
	// Count counts.
	// +optional
	Count *int32 `json:"count,omitempty"`
	Big   int64  `json:"big,omitempty"`
	// Phase of it.
	Phase      Phase                 `json:"phase,omitempty"`
	NoDocPhase Phase                 `json:"noDocPhase,omitempty"`
	Tags       []string              `json:"tags,omitempty"`
	Labels     map[string]string     `json:"labels,omitempty"`
	Port       intstr.IntOrString    `json:"port,omitempty"`
	Mem        resource.Quantity     `json:"mem,omitempty"`
	When       metav1.Time           `json:"when,omitempty"`
	Data       []byte                `json:"data,omitempty"`
	Inner      Inner                 `json:"inner"`
	Inners     []Inner               `json:"inners,omitempty"`
	Sel        *metav1.LabelSelector `json:"sel,omitempty"`
	Embedded   `json:",inline"`
	/* Star comment
	   on two lines */
	Star bool `json:"star,omitempty"`
	// ---
	// hidden
	Dashes string `json:"dashes,omitempty"`
}

// Embedded is embedded.
type Embedded struct {
	// E is from embedded.
	E string `json:"e"`
}

// Inner is inner.
type Inner struct {
	// X is x.
	X uint32 `json:"x"`
	Y uint64 `json:"y,omitempty"`
}

// WidgetStatus is the status.
type WidgetStatus struct {
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// Widget is a widget.
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}
