package ref

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget is a root type: it has TypeMeta.
// +k8s:supportsSubresource="/status"
type Widget struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:beta(since: "1.37")=+k8s:subfield(name)=+k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:subfield(name)=+k8s:format=k8s-long-name
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec"`
	Status WidgetStatus `json:"status,omitempty"`
}

// WidgetSpec holds the validated fields.
type WidgetSpec struct {
	// +k8s:required
	Name string `json:"name"`
	// +k8s:optional
	// +k8s:minimum=1
	Replicas *int32 `json:"replicas,omitempty"`
	// +k8s:optional
	// +k8s:minimum=0
	Port uint16 `json:"port,omitempty"`
	// +k8s:optional
	// +k8s:maxBytes=63
	// +k8s:immutable
	Class string `json:"class,omitempty"`
	// +k8s:required
	Mode Mode `json:"mode"`
	// +k8s:optional
	Modes []Mode `json:"modes,omitempty"`
	// +k8s:optional
	Parts []Part `json:"parts,omitempty"`
	// +k8s:optional
	Labels map[string]string `json:"labels,omitempty"`
	// +k8s:alpha(since: "1.37")=+k8s:optional
	// +k8s:beta=+k8s:minimum=2
	Scale int64 `json:"scale,omitempty"`
	// +k8s:optional
	// +k8s:customValidation
	Note  string `json:"note,omitempty"`
	Plain string `json:"plain,omitempty"`
	// +k8s:optional
	// +k8s:maximum=100
	// +default=10
	Limit int32 `json:"limit,omitempty"`
	// +k8s:optional
	// +k8s:minLength=2
	// +k8s:maxLength=8
	Code *string `json:"code,omitempty"`
	// +k8s:optional
	// +k8s:minItems=1
	// +k8s:maxItems=5
	Tags []string `json:"tags,omitempty"`
	// +k8s:optional
	// +k8s:listType=atomic
	Atoms []Part `json:"atoms,omitempty"`
	// +k8s:optional
	// +k8s:listType=set
	Set []string `json:"set,omitempty"`
	// +k8s:optional
	// +k8s:alpha(since: "1.37")=+k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=16
	Entries []Part `json:"entries,omitempty"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=kind
	Keyed []Part `json:"keyed,omitempty"`
	// +k8s:optional
	// +k8s:listType=set
	Conds []metav1.Condition `json:"conds,omitempty"`
	// +k8s:optional
	// +default={"a": "b"}
	Extra map[string]string `json:"extra,omitempty"`
}

// Mode is an enum.
// +k8s:enum
type Mode string

const (
	ModeFast Mode = "Fast"
	ModeSlow Mode = "Slow"
	// ModeQuick is another name for Fast.
	ModeQuick Mode = "Fast"
)

// Empty is an enum with no values.
// +k8s:alpha=+k8s:enum
type Empty string

// Part is a list element with a validated field.
type Part struct {
	// +k8s:required
	// +k8s:maxBytes=10
	// +k8s:format=k8s-short-name
	Name string `json:"name"`
	// +k8s:optional
	// +k8s:alpha=+k8s:format="k8s-uuid"
	ID string `json:"id,omitempty"`
	// +k8s:optional
	Kind *Empty `json:"kind,omitempty"`
}

// WidgetStatus has conditions.
type WidgetStatus struct {
	// +k8s:optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
	// +k8s:optional
	Owner *metav1.OwnerReference `json:"owner,omitempty"`
}

// WidgetScale is the scale subresource.
// +k8s:isSubresource="/scale"
type WidgetScale struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:optional
	// +k8s:minimum=0
	Replicas int32 `json:"replicas,omitempty"`
}

// WidgetList is no root: it embeds ListMeta.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// Gadget is a root type using +k8s:subfield in its other forms.
type Gadget struct {
	metav1.TypeMeta `json:",inline"`
	// +k8s:subfield(namespace)=+k8s:format=k8s-short-name
	// +k8s:alpha=+k8s:subfield(finalizers)=+k8s:required
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +k8s:optional
	// +k8s:subfield(id)=+k8s:required
	// +k8s:subfield(id)=+k8s:format=k8s-uuid
	// +k8s:subfield(kind)=+k8s:immutable
	Ref *GadgetRef `json:"ref,omitempty"`

	Named Named `json:"named"`

	// A zero default makes optional a note only.
	// +k8s:beta(since: "1.37")=+k8s:optional
	// +default=0
	// +k8s:minimum=0
	Count int32 `json:"count,omitempty"`
	// +k8s:optional
	// +default=""
	Label string `json:"label,omitempty"`

	Deps Deps `json:"deps"`
}

// Deps has fields that need or forbid their siblings.
type Deps struct {
	// +k8s:optional
	// +k8s:alpha(since: "1.37")=+k8s:dependentRequired("limit")
	Max *int32 `json:"max,omitempty"`
	// +k8s:optional
	Limit *int32 `json:"limit,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:dependentRequired("tags")
	// +k8s:alpha=+k8s:dependentForbidden("count")
	Name string `json:"name,omitempty"`
	// +k8s:optional
	Tags []string `json:"tags,omitempty"`
	// +k8s:optional
	Count int64 `json:"count,omitempty"`
	// +k8s:optional
	// +k8s:alpha(since: "1.37")=+k8s:dependentForbidden("name")
	Labels map[string]string `json:"labels,omitempty"`
}

// GadgetRef is a struct whose fields a subfield names.
type GadgetRef struct {
	ID   string  `json:"id"`
	Kind *string `json:"kind,omitempty"`
}

// Named carries its subfield validation on the type.
// +k8s:subfield(id)=+k8s:format=k8s-short-name
type Named GadgetRef
