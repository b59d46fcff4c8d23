package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget is the kind both validations check.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Widget struct {
	// The API server validates the metadata itself; validation-gen does
	// not walk meta/v1 (its fields' tags need validators ours refuses).
	// +k8s:opaqueType
	metav1.TypeMeta `json:",inline"`
	// +k8s:opaqueType
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec WidgetSpec `json:"spec"`
}

// WidgetSpec holds one field per declarative validation tag.
type WidgetSpec struct {
	// Replicas is required and between 1 and 10.
	// +k8s:required
	// +k8s:minimum=1
	// +k8s:maximum=10
	Replicas int32 `json:"replicas"`

	// Tags holds one to three items.
	// +k8s:optional
	// +k8s:minItems=1
	// +k8s:maxItems=3
	Tags []string `json:"tags,omitempty"`

	// Color is one of Color's constants.
	// +k8s:optional
	Color Color `json:"color,omitempty"`

	// Owner is 2 to 8 characters long.
	// +k8s:optional
	// +k8s:minLength=2
	// +k8s:maxLength=8
	Owner string `json:"owner,omitempty"`

	// Nick is a DNS label.
	// +k8s:optional
	// +k8s:format=k8s-short-name
	Nick string `json:"nick,omitempty"`

	// Class may not change once the object exists.
	// +k8s:optional
	// +k8s:immutable
	Class string `json:"class,omitempty"`

	// Mode says which of Disk and Memory is set: neither when empty.
	// +k8s:optional
	// +k8s:unionDiscriminator
	Mode string `json:"mode,omitempty"`
	// Disk is set exactly when Mode is "Disk".
	// +k8s:optional
	// +k8s:unionMember
	Disk *string `json:"disk,omitempty"`
	// Memory is set exactly when Mode is "Memory".
	// +k8s:optional
	// +k8s:unionMember
	Memory *string `json:"memory,omitempty"`

	// Source, when given, names exactly one place.
	// +k8s:optional
	Source *WidgetSource `json:"source,omitempty"`

	// Primary and Secondary may not both be set.
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Primary *string `json:"primary,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Secondary *string `json:"secondary,omitempty"`

	// Legacy may not be set.
	// +k8s:forbidden
	Legacy string `json:"legacy,omitempty"`

	// Note is at most 4 bytes of UTF-8 (not characters).
	// +k8s:optional
	// +k8s:maxBytes=4
	Note string `json:"note,omitempty"`

	// Zone may be anything but "none".
	// +k8s:optional
	// +k8s:neq="none"
	Zone string `json:"zone,omitempty"`

	// Region may not change while set.
	// +k8s:optional
	// +k8s:update=NoModify
	Region string `json:"region,omitempty"`
	// Pool may not be set by an update.
	// +k8s:optional
	// +k8s:update=NoSet
	Pool string `json:"pool,omitempty"`
	// Tier may not be cleared by an update.
	// +k8s:optional
	// +k8s:update=NoUnset
	Tier string `json:"tier,omitempty"`

	// Memo is at most 4 bytes, a tag wrapped in +k8s:alpha: a CRD has
	// no stability levels, so the schema enforces it as Go does.
	// +k8s:optional
	// +k8s:alpha(since: "1.37")=+k8s:maxBytes=4
	Memo string `json:"memo,omitempty"`
	// Site may be anything but "none" (wrapped in +k8s:beta).
	// +k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:neq="none"
	Site string `json:"site,omitempty"`
	// Key is a label key (an optional DNS subdomain prefix and a name). Its
	// rule needs a bound on the length to fit the API server's cost budget.
	// +k8s:optional
	// +k8s:maxLength=317
	// +k8s:format=k8s-label-key
	Key string `json:"key,omitempty"`
	// Value is a label value.
	// +k8s:optional
	// +k8s:maxLength=63
	// +k8s:format=k8s-label-value
	Value string `json:"value,omitempty"`
	// Prefixed is a label key with its prefix.
	// +k8s:optional
	// +k8s:maxLength=317
	// +k8s:format=k8s-prefixed-label-key
	Prefixed string `json:"prefixed,omitempty"`
	// Host is a DNS subdomain in either case.
	// +k8s:optional
	// +k8s:maxLength=253
	// +k8s:format=k8s-long-name-caseless
	Host string `json:"host,omitempty"`
	// Segment can be a path segment.
	// +k8s:optional
	// +k8s:format=k8s-path-segment-name
	Segment string `json:"segment,omitempty"`
	// Stage may not change while set (wrapped in +k8s:beta).
	// +k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:update=NoModify
	Stage string `json:"stage,omitempty"`
	// UID is a lower-case UUID.
	// +k8s:optional
	// +k8s:format=k8s-uuid
	UID string `json:"uid,omitempty"`
	// Members may lose no member on an update.
	// +k8s:optional
	// +k8s:listType=set
	// +k8s:maxItems=8
	// +k8s:update=NoRemoveItem
	Members []string `json:"members,omitempty"`
	// Ports may gain no port (by name) on an update.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=8
	// +k8s:update=NoAddItem
	Ports []Port `json:"ports,omitempty"`
	// Labels may gain no key on an update. The rule needs a bound on the
	// count to fit the API server's cost budget.
	// +k8s:optional
	// +k8s:maxProperties=8
	// +k8s:update=NoAddItem
	Labels map[string]string `json:"labels,omitempty"`
	// Aliases are DNS labels of at most 8 characters each.
	// +k8s:optional
	// +k8s:maxItems=4
	// +k8s:eachVal=+k8s:maxLength=8
	// +k8s:eachVal=+k8s:format=k8s-short-name
	Aliases []string `json:"aliases,omitempty"`
	// Weights has 2 to 4 keys, each a DNS label of at most 8 characters,
	// and values of at least 1.
	// +k8s:optional
	// +k8s:minProperties=2
	// +k8s:maxProperties=4
	// +k8s:eachKey=+k8s:maxLength=8
	// +k8s:eachKey=+k8s:format=k8s-short-name
	// +k8s:eachVal=+k8s:minimum=1
	Weights map[string]int32 `json:"weights,omitempty"`
	// Notes are at most 4 bytes each (wrapped in +k8s:alpha).
	// +k8s:optional
	// +k8s:maxItems=4
	// +k8s:alpha(since: "1.37")=+k8s:eachVal=+k8s:maxBytes=4
	Notes []string `json:"notes,omitempty"`
	// Backend's name is at most 6 characters and its number may not be
	// set.
	// +k8s:optional
	// +k8s:subfield(name)=+k8s:maxLength=6
	// +k8s:subfield(number)=+k8s:forbidden
	Backend *Port `json:"backend,omitempty"`
	// Limits' values may not change while their key stays.
	// +k8s:optional
	// +k8s:maxProperties=4
	// +k8s:eachVal=+k8s:update=NoModify
	Limits map[string]string `json:"limits,omitempty"`
	// Motto is at most 4 characters (a bound wrapped in +k8s:beta).
	// +k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:maxLength=4
	Motto string `json:"motto,omitempty"`
	// Cell is a Cell: its type's tags apply.
	// +k8s:optional
	Cell Cell `json:"cell,omitempty"`
	// Rack is a Cell of at most 4 characters: the field's bound and its
	// type's both apply.
	// +k8s:optional
	// +k8s:maxLength=4
	Rack Cell `json:"rack,omitempty"`
}

// Cell is a DNS label of at most 6 characters, by its declaration.
// +k8s:maxLength=6
// +k8s:format=k8s-short-name
type Cell string

// Port is an item of a list-map keyed by name. The name's bound keeps the
// rule matching the keys of two lists within the API server's cost budget.
type Port struct {
	// +k8s:required
	// +k8s:maxLength=63
	Name string `json:"name"`
	// +k8s:optional
	Number int32 `json:"number,omitempty"`
}

// WidgetSource is a union without a discriminator: exactly one member.
type WidgetSource struct {
	// +k8s:optional
	// +k8s:unionMember
	URL *string `json:"url,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Image *string `json:"image,omitempty"`
}

// Color is an enum: its values are its constants.
// +k8s:enum
type Color string

const (
	ColorRed  Color = "red"
	ColorBlue Color = "blue"
)
