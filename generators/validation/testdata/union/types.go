package union

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Zoo is the root type; each field reaches one form of union.
type Zoo struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:optional
	Pet *Pet `json:"pet,omitempty"`
	// +k8s:optional
	Shape *Shape `json:"shape,omitempty"`
	// +k8s:optional
	Pair *Pair `json:"pair,omitempty"`
	// +k8s:optional
	Leveled *Leveled `json:"leveled,omitempty"`
	// +k8s:optional
	Choice *Choice `json:"choice,omitempty"`
	// +k8s:optional
	Mixed *Mixed `json:"mixed,omitempty"`
	// +k8s:optional
	Lone *Lone `json:"lone,omitempty"`
	// +k8s:optional
	PetCopy  *PetCopy `json:"petCopy,omitempty"`
	Embedded `json:",inline"`
	// +k8s:optional
	Outer *Outer `json:"outer,omitempty"`
	// +k8s:optional
	Optioned *Optioned `json:"optioned,omitempty"`
	// +k8s:optional
	Status *Status `json:"status,omitempty"`
}

// Status's lists have list-item unions (+k8s:item): each selected item is
// a member, checked in the list's validation.
type Status struct {
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=type
	// +k8s:beta(since: "1.37")=+k8s:item(type: "Approved")=+k8s:zeroOrOneOfMember
	// +k8s:beta(since: "1.37")=+k8s:item(type: "Denied")=+k8s:zeroOrOneOfMember
	// +k8s:item(type: "Ready")=+k8s:unionMember(union: "state", memberName: "R")
	// +k8s:item(type: "Failed")=+k8s:unionMember(union: "state")
	Conditions []Condition `json:"conditions,omitempty"`
	// Two keys: the extractor compares them by name, the selection names
	// them as written.
	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=protocol
	// +k8s:listMapKey=name
	// +k8s:item(protocol: "TCP", name: "http")=+k8s:zeroOrOneOfMember
	// +k8s:item(protocol: "UDP", name: "dns")=+k8s:zeroOrOneOfMember
	Ports []Port `json:"ports,omitempty"`
}

// Condition is an item of a list-map keyed by type.
type Condition struct {
	Type   string `json:"type"`
	Reason string `json:"reason,omitempty"`
}

// Port is an item of a list-map with two keys, one a pointer.
type Port struct {
	Protocol string  `json:"protocol"`
	Name     *string `json:"name"`
}

// Optioned's discriminator is under a feature option, where the beta tag
// needs no +k8s:beta; upstream registers it whatever the option says.
type Optioned struct {
	// +k8s:optional
	// +k8s:ifEnabled(Feature)=+k8s:unionDiscriminator
	Kind string `json:"kind,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	A *int32 `json:"a,omitempty"`
}

// Outer names unions of In's fields through +k8s:subfield (checked in
// In's field validation, after its other calls), and has one of its own.
type Outer struct {
	// +k8s:subfield(a)=+k8s:unionMember
	// +k8s:subfield(b)=+k8s:unionMember(memberName: "Bee")
	// +k8s:beta=+k8s:subfield(kind)=+k8s:unionDiscriminator
	// +k8s:subfield(name)=+k8s:format=k8s-short-name
	// +k8s:alpha=+k8s:subfield(c)=+k8s:zeroOrOneOfMember(union: "z")
	// +k8s:subfield(d)=+k8s:zeroOrOneOfMember(union: "z")
	In Inner `json:"in"`
	// No JSON name: the union is named by the Go name. Its check follows
	// the custom validation, though its tag sorts first.
	// +k8s:alpha(since: "1.37")=+k8s:subfield(a)=+k8s:zeroOrOneOfMember
	// +k8s:subfield(c)=+k8s:zeroOrOneOfMember
	// +k8s:customValidation
	Bare Inner
	// +k8s:optional
	// +k8s:unionMember
	X *int32 `json:"x,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Y *int32 `json:"y,omitempty"`
}

// Inner's fields are union members only as Outer's subfields.
type Inner struct {
	Kind string  `json:"kind"`
	Name string  `json:"name"`
	A    *int32  `json:"a,omitempty"`
	B    []int32 `json:"b,omitempty"`
	C    *int32  `json:"c,omitempty"`
	D    *int32  `json:"d,omitempty"`
}

// PetCopy is a type definition of Pet: its fields, and union, are its own.
type PetCopy Pet

// Embedded is inlined in Zoo; its union is its own.
type Embedded struct {
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Red *string `json:"red,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Blue *string `json:"blue,omitempty"`
}

// Pet is an undiscriminated union of every member kind: a pointer, a
// list, a map and a builtin value.
type Pet struct {
	// +k8s:optional
	// +k8s:unionMember
	Cat *Cat `json:"cat,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Dogs []string `json:"dogs,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Birds map[string]string `json:"birds,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Fish int32 `json:"fish,omitempty"`
	// Not a member.
	Name string `json:"name,omitempty"`
}

// Cat is a member's type.
type Cat struct {
	Lives int32 `json:"lives"`
}

// ShapeKind names a Shape's member.
type ShapeKind string

// Shape is a discriminated union; a member names its discriminator value
// with memberName.
type Shape struct {
	// +k8s:beta=+k8s:unionDiscriminator
	// +k8s:required
	Kind ShapeKind `json:"kind"`
	// +k8s:optional
	// +k8s:unionMember(memberName: "Round")
	Circle *Cat `json:"circle,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	Square *Cat `json:"square,omitempty"`
}

// Pair has two named unions, one of them discriminated, their members
// interleaved.
type Pair struct {
	// +k8s:optional
	// +k8s:unionMember(union: "second-one")
	X *int32 `json:"x,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: "first")
	A *int32 `json:"a,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: "second-one", memberName: "Why")
	Y *int32 `json:"y,omitempty"`
	// +k8s:optional
	// +k8s:unionMember(union: "first")
	B *int32 `json:"b,omitempty"`
	// +k8s:beta=+k8s:unionDiscriminator(union: "second-one")
	// +k8s:optional
	Which string `json:"which,omitempty"`
}

// Leveled's members are alpha and beta: the union's call takes the level
// of the first member's tag.
type Leveled struct {
	// +k8s:optional
	// +k8s:alpha(since: "1.37")=+k8s:unionMember
	P *int32 `json:"p,omitempty"`
	// +k8s:optional
	// +k8s:beta=+k8s:unionMember
	Q *int32 `json:"q,omitempty"`
}

// Choice is a zero-or-one-of union.
type Choice struct {
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	Left *string `json:"left,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember(memberName: "R")
	Right []int32 `json:"right,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember(union: "other")
	Up *string `json:"up,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember(union: "other")
	Down *string `json:"down,omitempty"`
}

// Mixed has a zero-or-one-of union whose first member comes before the
// union's, a sibling check between them, and a union member with other
// validations.
type Mixed struct {
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	M *int32 `json:"m,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:dependentRequired(n)
	D *int32 `json:"d,omitempty"`
	// +k8s:optional
	// +k8s:unionMember
	// +k8s:minimum=1
	N *int32 `json:"n,omitempty"`
	// +k8s:optional
	// +k8s:zeroOrOneOfMember
	// +k8s:unionMember
	O *int32 `json:"o,omitempty"`
}

// Lone is a union with one member, and validations of its own.
// +k8s:customValidation
type Lone struct {
	// +k8s:optional
	// +k8s:unionMember
	Only *int32 `json:"only,omitempty"`
}
