package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget is a kind with metadata (whose rules come from meta/v1).
// +k8s:supportsSubresource="/status"
type Widget struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:subfield(name)=+k8s:format=k8s-long-name
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +k8s:required
	Spec *WidgetSpec `json:"spec"`
	// +k8s:optional
	Status *WidgetStatus `json:"status,omitempty"`
}

// WidgetSpec holds the validated fields.
type WidgetSpec struct {
	// +k8s:required
	// +k8s:format=k8s-short-name
	Name string `json:"name"`
	// +k8s:optional
	// +k8s:minimum=1
	// +k8s:maximum=10
	Replicas *int32 `json:"replicas,omitempty"`
	// The same rule twice is listed twice.
	// +k8s:optional
	// +k8s:beta=+k8s:minimum=1
	// +k8s:minimum=0
	MinReplicas *int32 `json:"minReplicas,omitempty"`
	// +k8s:optional
	// +k8s:maxBytes=63
	// +k8s:immutable
	Class string `json:"class,omitempty"`
	// +k8s:required
	Mode Mode `json:"mode"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=port
	// +k8s:maxItems=4
	// +k8s:minItems=1
	Ports []Port `json:"ports,omitempty"`
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:eachVal=+k8s:maxLength=10
	Tags []string `json:"tags,omitempty"`
	// +k8s:optional
	// +k8s:eachKey=+k8s:format=k8s-label-key
	// +k8s:eachVal=+k8s:minLength=1
	Labels map[string]string `json:"labels,omitempty"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:immutable
	Slots map[string]Port `json:"slots,omitempty"`

	Common `json:",inline"`

	// +k8s:optional
	// +k8s:subfield(id)=+k8s:format=k8s-uuid
	// +k8s:subfield(kind)=+k8s:immutable
	Ref *Ref `json:"ref,omitempty"`
	// +k8s:opaqueType
	Skipped Port `json:"skipped"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:opaqueType
	Opaques []Port `json:"opaques,omitempty"`
	// +k8s:optional
	Root *Node `json:"root,omitempty"`
	// +k8s:optional
	// +k8s:customValidation
	Note string `json:"note,omitempty"`

	Deps Deps `json:"deps"`

	// +k8s:optional
	Code *Code `json:"code,omitempty"`
}

// Mode is an enum.
// +k8s:enum
type Mode string

const (
	ModeFast Mode = "Fast"
	ModeSlow Mode = "Slow"
)

// Code is validated on the type: its rules are at each field of it.
// +k8s:maxLength=5
type Code string

// Port is a list-map item and a map value.
type Port struct {
	// +k8s:required
	// +k8s:minimum=1
	Port int32 `json:"port"`
	// +k8s:optional
	// +k8s:format=k8s-short-name
	Name string `json:"name,omitempty"`
}

// Common is inlined: its fields' paths are its parent's.
type Common struct {
	// +k8s:optional
	// +k8s:format=k8s-label-value
	Tier string `json:"tier,omitempty"`
}

// Ref is a struct whose fields a subfield names.
type Ref struct {
	ID   string  `json:"id"`
	Kind *string `json:"kind,omitempty"`
}

// Node is recursive: the walk does not enter it twice on one path.
type Node struct {
	// +k8s:optional
	// +k8s:maxLength=20
	Value string `json:"value,omitempty"`
	// +k8s:optional
	// +k8s:maxItems=3
	Children []Node `json:"children,omitempty"`
}

// Deps has fields that need or forbid their siblings: the rules are at
// the sibling.
type Deps struct {
	// +k8s:optional
	// +k8s:alpha(since: "1.37")=+k8s:dependentRequired("limit")
	Max *int32 `json:"max,omitempty"`
	// +k8s:optional
	Limit *int32 `json:"limit,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:dependentForbidden("max")
	Name string `json:"name,omitempty"`
}

// WidgetStatus has conditions (meta/v1's rules).
type WidgetStatus struct {
	// +k8s:optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// Gizmo is a small kind; the allow list drops all its rules in v1beta1.
type Gizmo struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:optional
	// +k8s:minimum=0
	Size int32 `json:"size,omitempty"`
	// +k8s:optional
	// +k8s:maxLength=8
	Label string `json:"label,omitempty"`
}

// Doohickey's kind is first met in package api (no API version), so
// upstream writes no fixture for it in any version.
type Doohickey struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:optional
	// +k8s:minimum=0
	Size int32 `json:"size,omitempty"`
}

// Plain is a kind without rules: no fixture.
type Plain struct {
	metav1.TypeMeta `json:",inline"`
	Note            string `json:"note,omitempty"`
}
