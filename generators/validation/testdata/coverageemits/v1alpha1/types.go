package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Gadget's fields change only as +k8s:update allows, and have limits.
type Gadget struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:required
	Spec *GadgetSpec `json:"spec"`
	// +k8s:optional
	// +k8s:alpha=+k8s:neq=0
	Count Count `json:"count,omitempty"`
}

// GadgetSpec has one field per update constraint shape.
type GadgetSpec struct {
	// A pointer: UpdatePointer, Invalid.
	// +k8s:optional
	// +k8s:update=NoUnset
	// +k8s:update=NoSet
	Gang *Gang `json:"gang,omitempty"`
	// A value: UpdateValueByCompare.
	// +k8s:optional
	// +k8s:update=NoModify
	Generation int64 `json:"generation,omitempty"`
	// A struct value: UpdateStruct.
	// +k8s:update=NoModify
	Shape Gang `json:"shape"`
	// A list-map closed to additions and removals: Forbidden at an item
	// and at the list.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoAddItem
	// +k8s:update=NoRemoveItem
	Templates []Template `json:"templates,omitempty"`
	// A list-map without removals, set once.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:update=NoRemoveItem
	// +k8s:update=NoUnset
	Ranked []Template `json:"ranked,omitempty"`
	// A set without additions.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:update=NoAddItem
	Tags []string `json:"tags,omitempty"`
	// An atomic list set once.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:update=NoSet
	Args []string `json:"args,omitempty"`
	// A map without removals: Forbidden at an item, as NoAddItem.
	// +k8s:optional
	// +k8s:update=NoRemoveItem
	Labels map[string]string `json:"labels,omitempty"`
	// A map under every compound constraint.
	// +k8s:optional
	// +k8s:update=NoAddItem
	// +k8s:update=NoRemoveItem
	// +k8s:update=NoSet
	Notes map[string]string `json:"notes,omitempty"`
	// Items that do not change.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:update=NoModify
	Fixed []Template `json:"fixed,omitempty"`
	// Never decreasing: monotonic declares no rule.
	// +k8s:optional
	// +k8s:minimum=1
	// +k8s:alpha=+k8s:monotonic
	ObservedGeneration *int64 `json:"observedGeneration,omitempty"`
	// +k8s:required
	// +k8s:alpha=+k8s:neq="default"
	Name string `json:"name"`
	// +k8s:optional
	// +k8s:maxProperties=10
	// +k8s:minProperties=1
	Selector map[string]string `json:"selector,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:eachVal=+k8s:neq=""
	Names []string `json:"names,omitempty"`
	// +k8s:optional
	Extra Extra `json:"extra,omitempty"`
}

// Gang is a comparable struct.
type Gang struct {
	Size int32 `json:"size"`
}

// Template is a list-map item.
type Template struct {
	Name string `json:"name"`
	Size int32  `json:"size"`
}

// Count never decreases.
// +k8s:alpha=+k8s:monotonic
type Count int64

// Extra is a named map with a limit of its own.
// +k8s:minProperties=1
type Extra map[string]string

// Scaler's bounds depend on options.
type Scaler struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:optional
	Spec *ScalerSpec `json:"spec,omitempty"`
}

// ScalerSpec wraps validators of each kind in options.
type ScalerSpec struct {
	// +k8s:optional
	// +k8s:ifEnabled(ScaleToZero)=+k8s:minimum=0
	// +k8s:ifDisabled(ScaleToZero)=+k8s:minimum=1
	Floor *int32 `json:"floor,omitempty"`
	// +k8s:ifEnabled(Strict)=+k8s:required
	// +k8s:ifDisabled(Strict)=+k8s:optional
	// +k8s:maxItems=4
	Hosts []string `json:"hosts,omitempty"`
	// A hand-written check under an option declares nothing.
	// +k8s:optional
	// +k8s:ifEnabled(CustomLabels)=+k8s:customValidation
	Label string `json:"label,omitempty"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:ifEnabled(ShortPorts)=+k8s:format=k8s-short-name
	Ports []string `json:"ports,omitempty"`
	// +k8s:optional
	// +k8s:eachKey=+k8s:ifEnabled(ShortKeys)=+k8s:maxLength=8
	Notes map[string]string `json:"notes,omitempty"`
	// +k8s:optional
	Mode ScalerMode `json:"mode,omitempty"`
	// +k8s:optional
	State ValveState `json:"state,omitempty"`
}

// ScalerMode's own validation is gated.
// +k8s:ifDisabled(ModeNames)=+k8s:maxLength=16
type ScalerMode string

// ValveState has values excluded, some under options.
// +k8s:enum
type ValveState string

const (
	ValveOpen ValveState = "Open"
	// +k8s:ifEnabled(SafeMode)=+k8s:enumExclude
	ValveForced ValveState = "Forced"
	// +k8s:enumExclude
	ValveLegacy ValveState = "Legacy"
)

// Gate's fields depend on its kind.
type Gate struct {
	metav1.TypeMeta `json:",inline"`

	Spec GateSpec `json:"spec"`
}

// GateSpec's members: the default Forbidden of each member kind is
// declared below the member; the per-mode rules are not (upstream's walk
// does not reach them).
type GateSpec struct {
	// +k8s:required
	// +k8s:modeDiscriminator
	Kind string `json:"kind"`
	// +k8s:optional
	// +k8s:ifMode("Timed")=+k8s:required
	Timer *Timer `json:"timer,omitempty"`
	// +k8s:optional
	// +k8s:ifMode("Named")=+k8s:maxLength=16
	Label *string `json:"label,omitempty"`
	// +k8s:optional
	// +k8s:ifMode("Named")=+k8s:maxItems=2
	Aliases []string `json:"aliases,omitempty"`
	// +k8s:optional
	// +k8s:ifMode("Named")=+k8s:required
	Tags map[string]string `json:"tags,omitempty"`
	// +k8s:optional
	// +k8s:ifMode("Timed")=+k8s:minimum=1
	Seconds int32 `json:"seconds,omitempty"`
}

// Timer is a mode's member.
type Timer struct {
	After *int64 `json:"after,omitempty"`
}

// Probe has checks of upstream's test tags: validateFalse declares
// Invalid "validateFalse", validateTrue nothing.
// +k8s:validateFalse="type Probe"
// +k8s:validateTrue(flags: "ShortCircuit")="type Probe, short-circuit"
// +k8s:validateFalse(flags: "ShortCircuit,NonError")="type Probe, quiet"
type Probe struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:validateFalse="field Name"
	// +k8s:validateTrue
	Name string `json:"name"`
	// +k8s:eachVal=+k8s:validateFalse="each item"
	Items []string `json:"items"`
	// +k8s:eachKey=+k8s:validateTrue="each key"
	// +k8s:eachVal=+k8s:validateFalse(flags: "ShortCircuit")="each value"
	Labels map[string]string `json:"labels"`
}

// Roster's lists say their items are unique and validate chosen items;
// some fields are forbidden.
type Roster struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:forbidden
	Legacy *string `json:"legacy,omitempty"`
	// +k8s:forbidden
	Old []string `json:"old,omitempty"`
	// +k8s:forbidden
	Gone map[string]string `json:"gone,omitempty"`
	// +k8s:forbidden
	Retired int32 `json:"retired,omitempty"`
	// An atomic list of unique values.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=set
	Names []string `json:"names,omitempty"`
	// Unique by key, with chosen items checked: the item's rule is its
	// wrapped call's, at the list.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "a")=+k8s:immutable
	// +k8s:item(name: "b")=+k8s:validateTrue="passes"
	Members []Member `json:"members,omitempty"`
	// A list-map with an item's check.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:item(name: "lead")=+k8s:validateFalse="lead"
	Leads []Member `json:"leads,omitempty"`
	// Uniqueness checked by hand-written code declares nothing.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:customUnique
	Guests []Member `json:"guests,omitempty"`
}

// Member is a list-map item.
type Member struct {
	Name string `json:"name"`
	// +k8s:optional
	// +k8s:minimum=1
	Size *int32 `json:"size,omitempty"`
}

// Club's structs hold unions of each form: their rules are at the struct
// (or the list, for list-item unions), upstream's Invalid "union" or
// "zeroOrOneOf".
type Club struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:optional
	Pet *Pet `json:"pet,omitempty"`
	// +k8s:optional
	Shape *Shape `json:"shape,omitempty"`
	// +k8s:optional
	Colors *Colors `json:"colors,omitempty"`
	// +k8s:optional
	Outer *Outer `json:"outer,omitempty"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:item(type: "Approved")=+k8s:zeroOrOneOfMember
	// +k8s:item(type: "Denied")=+k8s:zeroOrOneOfMember
	// +k8s:item(type: "Ready")=+k8s:unionMember(union: "state")
	// +k8s:item(type: "Failed")=+k8s:unionMember(union: "state")
	Conditions []Condition `json:"conditions,omitempty"`
}

// Pet is an undiscriminated union.
type Pet struct {
	// +k8s:optional
	// +k8s:unionMember
	Cat *int32 `json:"cat,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Dogs []string `json:"dogs,omitempty"`
}

// Shape is a discriminated union.
type Shape struct {
	// +k8s:required
	// +k8s:unionDiscriminator
	Kind string `json:"kind"`
	// +k8s:optional
	// +k8s:unionMember
	Circle *int32 `json:"circle,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(memberName: "Box")
	Square *int32 `json:"square,omitempty"`
}

// Colors has at most one of its members.
type Colors struct {
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Red *string `json:"red,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Blue *string `json:"blue,omitempty"`
}

// Outer names unions of Inner's fields through +k8s:subfield.
type Outer struct {
	// +k8s:subfield(a)=+k8s:unionMember
	// +k8s:subfield(b)=+k8s:unionMember
	// +k8s:subfield(c)=+k8s:zeroOrOneOfMember(union: "z")
	// +k8s:subfield(d)=+k8s:zeroOrOneOfMember(union: "z")
	In Inner `json:"in"`
}

// Inner's fields are union members only as Outer's subfields.
type Inner struct {
	A *int32 `json:"a,omitempty"`
	B *int32 `json:"b,omitempty"`
	C *int32 `json:"c,omitempty"`
	D *int32 `json:"d,omitempty"`
}

// Condition is an item of a list-map keyed by type.
type Condition struct {
	Type string `json:"type"`
}
