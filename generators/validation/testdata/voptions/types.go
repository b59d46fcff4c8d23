package voptions

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Gadget is the root type; each field shows one wrapped shape.
type Gadget struct {
	metav1.TypeMeta `json:",inline"`

	// A field's +k8s:update tags merge into one call, which the first
	// of them (in tag order, the option's) wraps.
	// +k8s:ifEnabled(Frozen)=+k8s:update=NoModify
	// +k8s:update=NoUnset
	Serial *string `json:"serial,omitempty"`

	// A level before the option marks IfOption.
	// +k8s:alpha(since: "1.37")=+k8s:ifDisabled(Thaw)=+k8s:update=NoSet
	Owner string `json:"owner,omitempty"`

	// Two options nest, the outer one's IfOption outside.
	// +k8s:ifEnabled(Frozen)=+k8s:ifDisabled(Thaw)=+k8s:immutable
	Region string `json:"region,omitempty"`

	// The list-map's uniqueness check is wrapped; its update uses the
	// keys the wrapped tags name.
	// +k8s:ifEnabled(Keyed)=+k8s:listType=map
	// +k8s:ifEnabled(Keyed)=+k8s:listMapKey=name
	// +k8s:update=NoAddItem
	Slots []Slot `json:"slots,omitempty"`

	// +k8s:beta(since: "1.37")=+k8s:ifDisabled(Loose)=+k8s:listType=set
	Tags []string `json:"tags,omitempty"`

	// +k8s:listType=atomic
	// +k8s:ifEnabled(Sets)=+k8s:unique=set
	// +k8s:maxItems=8
	Aliases []string `json:"aliases,omitempty"`

	// Only the items' check is wrapped; the list's own is not.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:ifDisabled(Loose)=+k8s:eachVal=+k8s:update=NoModify
	Pins []Slot `json:"pins,omitempty"`

	// A level before the option marks an item's update inside too.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:beta(since: "1.37")=+k8s:ifEnabled(Frozen)=+k8s:eachVal=+k8s:update=NoModify
	Locks []Slot `json:"locks,omitempty"`

	// +k8s:ifEnabled(Short)=+k8s:eachKey=+k8s:maxLength=16
	// +k8s:ifDisabled(Short)=+k8s:eachVal=+k8s:minLength=1
	Labels map[string]string `json:"labels,omitempty"`

	// +k8s:ifEnabled(Inner)=+k8s:subfield(name)=+k8s:maxLength=32
	// +k8s:ifDisabled(Inner)=+k8s:subfield(size)=+k8s:minimum=1
	Spec Spec `json:"spec"`

	Choice Choice `json:"choice"`

	Either Either `json:"either"`

	Moded Moded `json:"moded"`

	Mixed Mixed `json:"mixed"`

	// A sibling check runs in the struct's validation, passed the struct.
	// +k8s:ifEnabled(Pairs)=+k8s:dependentRequired(owner)
	// +k8s:ifDisabled(Pairs)=+k8s:dependentForbidden(region)
	Partner *string `json:"partner,omitempty"`

	// A subfield's list check is made once its keys are read.
	// +k8s:ifEnabled(Inner)=+k8s:subfield(entries)=+k8s:listType=map
	// +k8s:ifEnabled(Inner)=+k8s:subfield(entries)=+k8s:listMapKey=name
	Book Book `json:"book"`

	// An option inside an item's check, inside an option.
	// +k8s:ifEnabled(Short)=+k8s:eachVal=+k8s:ifDisabled(Long)=+k8s:maxLength=3
	// +k8s:ifEnabled(Short)=+k8s:maxItems=3
	Codes []string `json:"codes,omitempty"`

	// +k8s:optional
	Color Color `json:"color,omitempty"`

	// An item's checks lose the item's cohort under an option.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:ifEnabled(Picky)=+k8s:item(name: "a")=+k8s:validateFalse="item a"
	// +k8s:ifDisabled(Picky)=+k8s:item(name: "b")=+k8s:immutable
	Chosen []Slot `json:"chosen,omitempty"`

	// Hand-written uniqueness leaves a note, unwrapped.
	// +k8s:ifEnabled(Keyed)=+k8s:listType=map
	// +k8s:ifEnabled(Keyed)=+k8s:listMapKey=name
	// +k8s:ifEnabled(Keyed)=+k8s:customUnique
	Handmade []Slot `json:"handmade,omitempty"`

	// The list's semantics and update come from tags under different
	// options, and none.
	// +k8s:ifEnabled(Atoms)=+k8s:listType=atomic
	// +k8s:ifEnabled(Sets)=+k8s:unique=map
	// +k8s:listMapKey=name
	// +k8s:ifEnabled(Frozen)=+k8s:update=NoRemoveItem
	// +k8s:update=NoAddItem
	Stack []Slot `json:"stack,omitempty"`

	Names Names `json:"names,omitempty"`

	// A subfield under an option takes its member's short-circuits, and
	// runs after the field's own calls, as deferred.
	// +k8s:ifEnabled(Inner)=+k8s:subfield(note)=+k8s:maxLength=3
	// +k8s:validateFalse="memo"
	Memo Memo `json:"memo"`

	// A union of the field's struct, named through subfields.
	// +k8s:ifEnabled(Unions)=+k8s:subfield(up)=+k8s:unionMember
	// +k8s:ifEnabled(Unions)=+k8s:subfield(down)=+k8s:unionMember
	Pair Pair `json:"pair"`

	// Merged updates at two levels: the first tag's option and level.
	// +k8s:alpha=+k8s:ifEnabled(Frozen)=+k8s:update=NoModify
	// +k8s:beta=+k8s:update=NoSet
	Stamp *string `json:"stamp,omitempty"`

	// An item's update under an option, under a level.
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:beta(since: "1.37")=+k8s:eachVal=+k8s:ifEnabled(Frozen)=+k8s:update=NoModify
	Seals []Slot `json:"seals,omitempty"`

	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:ifEnabled(OneSlot)=+k8s:item(name: "a")=+k8s:zeroOrOneOfMember
	// +k8s:ifEnabled(OneSlot)=+k8s:item(name: "b")=+k8s:zeroOrOneOfMember
	Picks []Slot `json:"picks,omitempty"`
}

type Slot struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

type Spec struct {
	Name string `json:"name"`
	Size int32  `json:"size"`
}

// Choice is a discriminated union under an option.
type Choice struct {
	// +k8s:ifEnabled(Unions)=+k8s:unionDiscriminator
	Kind string `json:"kind"`

	// +k8s:ifEnabled(Unions)=+k8s:unionMember
	// +k8s:optional
	Disk *string `json:"disk,omitempty"`

	// +k8s:ifEnabled(Unions)=+k8s:unionMember
	// +k8s:optional
	Net *string `json:"net,omitempty"`
}

// Either is a zero-or-one-of union whose members are under opposite
// options: the first member's wraps the union.
type Either struct {
	// +k8s:ifDisabled(Unions)=+k8s:zeroOrOneOfMember
	// +k8s:optional
	Left *string `json:"left,omitempty"`

	// +k8s:ifDisabled(Unions)=+k8s:zeroOrOneOfMember
	// +k8s:optional
	Right *string `json:"right,omitempty"`
}

// Moded has mode rules under an option.
type Moded struct {
	// +k8s:ifEnabled(Modes)=+k8s:modeDiscriminator
	Mode string `json:"mode"`

	// +k8s:ifEnabled(Modes)=+k8s:ifMode("Fast")=+k8s:required
	// +k8s:ifEnabled(Modes)=+k8s:ifMode("Slow")=+k8s:optional
	Speed *int32 `json:"speed,omitempty"`

	// +k8s:ifEnabled(Modes)=+k8s:ifMode("Slow")=+k8s:required
	Delay *int32 `json:"delay,omitempty"`
}

// Mixed has a union whose first member is under no option (so neither is
// the union) and mode rules whose first field's rule is under one (so are
// all the struct's mode checks), as upstream resolves the first.
type Mixed struct {
	// +k8s:zeroOrOneOfMember
	// +k8s:optional
	Up *string `json:"up,omitempty"`

	// +k8s:ifEnabled(Sides)=+k8s:zeroOrOneOfMember
	// +k8s:optional
	Down *string `json:"down,omitempty"`

	// +k8s:modeDiscriminator
	Mode string `json:"mode"`

	// +k8s:beta(since: "1.37")=+k8s:ifDisabled(Modes)=+k8s:ifMode("Fast")=+k8s:optional
	Alpha *int32 `json:"alpha,omitempty"`

	// +k8s:ifMode("Fast")=+k8s:required
	Beta *int32 `json:"beta,omitempty"`
}

type Book struct {
	Entries []Slot `json:"entries"`
}

// Color's enum set is declared whether the option is on or not.
// +k8s:ifEnabled(Colors)=+k8s:enum
type Color string

const (
	Red  Color = "red"
	Blue Color = "blue"
)

// Names' options are on the type.
// +k8s:ifEnabled(Short)=+k8s:eachVal=+k8s:minLength=2
// +k8s:ifDisabled(Short)=+k8s:maxItems=3
type Names []string

type Memo struct {
	// +k8s:optional
	// +k8s:minLength=1
	Note *string `json:"note,omitempty"`
}

type Pair struct {
	Up   *string `json:"up,omitempty"`
	Down *string `json:"down,omitempty"`
}
