package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Rules has one field per tag.
type Rules struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +k8s:optional
	// +k8s:unionDiscriminator
	Mode string `json:"mode,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Disk *string `json:"disk,omitempty"`
	// +k8s:optional
	// +k8s:beta(since: "v1.35")=+k8s:unionMember(memberName: "RAM")
	Memory *string `json:"memory,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	A *int32 `json:"a,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	B *int32 `json:"b,omitempty"`
	// +k8s:forbidden
	Old string `json:"old,omitempty"`
	// +k8s:optional
	// +k8s:maxBytes=16
	Note string `json:"note,omitempty"`
	// +k8s:optional
	// +k8s:neq="none"
	Zone string `json:"zone,omitempty"`
	// +k8s:optional
	// +k8s:neq="a #b" # a "#" in quotes is the value's
	Hash string `json:"hash,omitempty"`
	// +k8s:optional
	// +k8s:neq=0
	Count int32 `json:"count,omitempty"`
	// +k8s:optional
	// +k8s:update=NoModify
	Region string `json:"region,omitempty"`
	// +k8s:optional
	// +k8s:update=NoSet
	// +k8s:update=NoUnset
	Pool string `json:"pool,omitempty"`
	// +k8s:optional
	Source *Source `json:"source,omitempty"`
	// +k8s:forbidden
	Namespace string `json:"namespace,omitempty"`
	// +k8s:update=NoUnset
	MaxSurge string `json:"max-surge,omitempty"`
}

// Source is a union without a discriminator.
type Source struct {
	// +k8s:optional
	// +k8s:unionMember
	URL *string `json:"url,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Image *string `json:"image,omitempty"`
}

// Bad has misplaced tags, one per field.
type Bad struct {
	// +k8s:maxBytes=4
	Count int32 `json:"count"`
	// +k8s:neq="x"
	Number int32 `json:"number"`
	// +k8s:update=Sometimes
	Text string `json:"text"`
	// +k8s:maxBytes=many
	Name string `json:"name"`
}

// Quoted, Backquoted and Bare name their unions and members in each of
// the argument grammar's spellings of a string.
type Quoted struct {
	// +k8s:optional
	// +k8s:unionDiscriminator(union: "fruit")
	Fruit string `json:"fruit,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: "fruit", memberName: "Red")
	Apple *string `json:"apple,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: "fruit")
	Pear *string `json:"pear,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: "other")
	X *int32 `json:"x,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: "other")
	Y *int32 `json:"y,omitempty"`
}

type Backquoted struct {
	// +k8s:optional
	// +k8s:unionDiscriminator(union: `fruit`)
	Fruit string `json:"fruit,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: `fruit`, memberName: `Red`)
	Apple *string `json:"apple,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: `fruit`)
	Pear *string `json:"pear,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: `other`)
	X *int32 `json:"x,omitempty"`
	// +k8s:optional
	// +k8s:beta=+k8s:unionMember(union: `other`)
	Y *int32 `json:"y,omitempty"`
}

type Bare struct {
	// +k8s:optional
	// +k8s:unionDiscriminator(union: fruit)
	Fruit string `json:"fruit,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: fruit, memberName: Red)
	Apple *string `json:"apple,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union:fruit) # a comment
	Pear *string `json:"pear,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: other)
	X *int32 `json:"x,omitempty"`
	// +k8s:optional
	// +k8s:alpha(since: "1.35")=+k8s:unionMember(union: other)
	Y *int32 `json:"y,omitempty"`
}

// Malformed has presence tags whose arguments do not read: each is left out
// with a warning.
type Malformed struct {
	// +k8s:optional
	// +k8s:unionMember(union: two words)
	A *int32 `json:"a,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: 3)
	B *int32 `json:"b,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: "u")
	C *int32 `json:"c,omitempty"`
	// +k8s:beta(since 1.35)=+k8s:forbidden
	D *int32 `json:"d,omitempty"`
}

// Items has +k8s:update=NoAddItem and NoRemoveItem on a set, a list-map
// with two keys, a map, and lists they do not fit.
type Items struct {
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:maxItems=16
	// +k8s:update=NoAddItem
	Tags []string `json:"tags,omitempty"`
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:listMapKey=rank
	// +k8s:maxItems=16
	// +k8s:update=NoRemoveItem
	Slots []Slot `json:"slots,omitempty"`
	// +k8s:optional
	// +k8s:maxProperties=16
	// +k8s:update=NoAddItem
	// +k8s:update=NoRemoveItem
	Labels map[string]string `json:"labels,omitempty"`
	// An atomic list: validation-gen refuses it, no rule.
	// +k8s:optional
	// +k8s:listType=atomic
	// +k8s:update=NoAddItem
	Args []string `json:"args,omitempty"`
}

// Slot is a list-map's item.
type Slot struct {
	Name string `json:"name"`
	Rank int32  `json:"rank"`
}

// Wrapped has value tags under +k8s:alpha/+k8s:beta: a CRD has no
// stability levels, so they are written as the tags themselves.
type Wrapped struct {
	// +k8s:optional
	// +k8s:alpha(since: "1.35")=+k8s:maxBytes=10
	Note string `json:"note,omitempty"`
	// +k8s:optional
	// +k8s:beta=+k8s:neq="none" # a comment
	Zone string `json:"zone,omitempty"`
	// +k8s:optional
	// +k8s:beta(since: "1.36")=+k8s:alpha(since: "1.35")=+k8s:update=NoModify
	Region string `json:"region,omitempty"`
}

// Formats has one field per +k8s:format the schema checks with CEL.
type Formats struct {
	// +k8s:format=k8s-label-key
	Key string `json:"key"`
	// +k8s:format=k8s-label-value
	Value string `json:"value"`
	// +k8s:format=k8s-prefixed-label-key
	Prefixed string `json:"prefixed"`
	// +k8s:format=k8s-long-name-caseless
	Host string `json:"host"`
	// +k8s:format=k8s-path-segment-name
	Segment string `json:"segment"`
	// +k8s:format=k8s-uuid
	ID string `json:"id"`
	// +k8s:format=k8s-short-name
	Short string `json:"short"`
}

// BadWrapped has a wrapped value tag its field does not fit, and a format
// the schema cannot check.
type BadWrapped struct {
	// +k8s:alpha(since: "1.35")=+k8s:maxBytes=4
	Count int32 `json:"count"`
	// +k8s:format=k8s-resource-pool-name
	Pool string `json:"pool"`
}

// Carried has tags carried by +k8s:eachVal, +k8s:eachKey and
// +k8s:subfield: each applies to the part of the field it names.
type Carried struct {
	// +k8s:eachVal=+k8s:maxLength=8
	// +k8s:eachVal=+k8s:format=k8s-short-name
	Names []string `json:"names"`
	// +k8s:eachVal=+k8s:maxBytes=16
	// +k8s:alpha(since: "1.37")=+k8s:eachVal=+k8s:beta=+k8s:neq="x"
	Notes []string `json:"notes"`
	// +k8s:minProperties=1
	// +k8s:maxProperties=4
	// +k8s:eachKey=+k8s:maxLength=63
	// +k8s:eachKey=+k8s:format=k8s-label-key
	// +k8s:eachKey=+k8s:format=k8s-short-name
	// +k8s:eachVal=+k8s:minimum=1
	Weights map[string]int32 `json:"weights"`
	// +k8s:eachVal=+k8s:maxItems=3
	// +k8s:eachVal=+k8s:eachVal=+k8s:minLength=2
	Grid [][]string `json:"grid"`
	// +k8s:eachVal=+k8s:subfield(name)=+k8s:maxLength=10
	Slots []Slot `json:"slots"`
	// +k8s:subfield(name)=+k8s:maxLength=5
	// +k8s:subfield(kind)=+k8s:required
	// +k8s:subfield(size)=+k8s:forbidden
	// +k8s:subfield(name)=+k8s:update=NoModify
	Main Part `json:"main"`
	// The same type's other use keeps its schema.
	Other Part `json:"other"`
}

// Part is a struct whose fields +k8s:subfield names.
type Part struct {
	Name string `json:"name,omitempty"`
	Kind string `json:"kind,omitempty"`
	Size int32  `json:"size,omitempty"`
}

// BadCarried has carried tags that do not fit (errors) and carried tags
// the schema cannot check (warnings).
type BadCarried struct {
	// +k8s:eachVal=+k8s:maxLength=3
	One string `json:"one"`
	// +k8s:eachVal=+k8s:minimum=1
	Two []string `json:"two"`
	// +k8s:subfield(nope)=+k8s:maxLength=3
	Three Part `json:"three"`
	// +k8s:maxProperties=3
	Four string `json:"four"`
	// +k8s:eachKey=+k8s:minimum=3
	// +k8s:eachKey=+k8s:format=k8s-resource-pool-name
	Five map[string]string `json:"five"`
	// +k8s:eachVal=+k8s:update=NoModify
	Six []string `json:"six"`
}

// CarriedUpdate has +k8s:eachVal=+k8s:update=NoModify where the API server
// matches each value to its old self: a map's values, a list-map's items.
type CarriedUpdate struct {
	// +k8s:eachVal=+k8s:update=NoModify
	Limits map[string]string `json:"limits"`
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:eachVal=+k8s:update=NoModify
	Slots []Slot `json:"slots"`
}

// Names is a list type whose declaration carries a tag for each item.
// +k8s:eachVal=+k8s:maxLength=4
type Names []string

// Aka is a string type whose declaration carries a tag it does not fit.
// +k8s:eachVal=+k8s:maxLength=4
type Aka string

// CarriedOnTypes uses types whose declarations carry tags.
type CarriedOnTypes struct {
	Names Names `json:"names"`
	Aka   Aka   `json:"aka"`
}

// WrappedBounds has bounds under +k8s:alpha/+k8s:beta: written as the
// bounds themselves, as unwrapped.
type WrappedBounds struct {
	// +k8s:alpha(since: "1.37")=+k8s:maxLength=8
	Name string `json:"name"`
	// +k8s:beta=+k8s:minimum=2
	// +k8s:alpha=+k8s:beta=+k8s:maximum=9
	Count int32 `json:"count"`
	// +k8s:beta=+k8s:maxProperties=3
	Labels map[string]string `json:"labels"`
	// +k8s:beta=+k8s:maxItems=many
	Bad []string `json:"bad"`
}

// CarriedLists has maps whose values are lists of a listType.
type CarriedLists struct {
	// +k8s:eachVal=+k8s:listType=set
	Groups map[string][]string `json:"groups"`
	// +k8s:eachVal=+k8s:listType=map
	// +k8s:eachVal=+k8s:listMapKey=name
	Slots map[string][]Slot `json:"slots"`
}

// Renamed is Part under another name, with a tag for one of its fields;
// Part keeps its schema.
// +k8s:subfield(name)=+k8s:maxLength=3
type Renamed Part

// RenamedUses uses Part and Renamed.
type RenamedUses struct {
	Part    Part    `json:"part"`
	Renamed Renamed `json:"renamed"`
}

// SubfieldOfMeta names a field of a struct the schema writes without its
// fields: a warning, not an error.
type SubfieldOfMeta struct {
	// +k8s:subfield(name)=+k8s:maxLength=10
	Meta metav1.ObjectMeta `json:"meta"`
}

// EachOfSchemaless carries a tag for the items of a list the schema has
// no type for: a warning.
type EachOfSchemaless struct {
	// +kubebuilder:validation:Schemaless
	// +k8s:eachVal=+k8s:maxLength=3
	Raw []string `json:"raw"`
}

// TagName is a DNS label of at most 20 characters, by its declaration.
// +k8s:maxLength=20
// +k8s:format=k8s-short-name
type TagName string

// Code is at most 8 bytes and never "none".
// +k8s:maxBytes=8
// +k8s:neq="none"
type Code string

// TagList has one to five names (the second bound under a level).
// +k8s:minItems=1
// +k8s:beta=+k8s:maxItems=5
type TagList []string

// LabelKey is a label key, checked by a CEL rule.
// +k8s:format=k8s-label-key
type LabelKey string

// Tally has a bound of strings on a number: an error at its line.
// +k8s:maxLength=3
type Tally int32

// Gated has a tag with no equivalent and one fields only take: warnings.
// +k8s:customValidation
// +k8s:update=NoModify
// +k8s:deepcopy-gen=true
type Gated string

// OnTypes uses the types; Short's own bound joins its type's.
type OnTypes struct {
	Name TagName `json:"name"`
	// +k8s:maxLength=10
	Short TagName  `json:"short"`
	Code  Code     `json:"code"`
	Tags  TagList  `json:"tags"`
	Key   LabelKey `json:"key"`
	Tally Tally    `json:"tally"`
	Gated Gated    `json:"gated"`
}

// Nick is a TagName with tags of its own: validation-gen checks a Nick
// with these only (Validate_Nick does not call Validate_TagName), while
// TagName's kubebuilder markers stay, as controller-gen gives them.
// +k8s:minLength=2
type Nick TagName

// Moniker has TagName's kubebuilder marker and tags.
// +kubebuilder:validation:Pattern=`^[a-z]`
// +k8s:maxLength=30
type Moniker string

// Handle is a Moniker.
type Handle Moniker

// DeclaredFrom uses the types declared from others.
type DeclaredFrom struct {
	Nick   Nick   `json:"nick"`
	Handle Handle `json:"handle"`
}
