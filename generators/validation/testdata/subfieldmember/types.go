package subfieldmember

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Holder is a root type whose fields validate fields of their structs.
type Holder struct {
	metav1.TypeMeta `json:",inline"`

	// Each member's short-circuits join the first subfield tag naming it.
	// +k8s:subfield(name)=+k8s:maxLength=63
	// +k8s:subfield(name)=+k8s:minLength=1
	// +k8s:subfield(count)=+k8s:maximum=9
	// +k8s:subfield(opt)=+k8s:minimum=1
	// +k8s:subfield(imm)=+k8s:minLength=2
	Value Part `json:"value"`

	// The same through a pointer, and a member whose tags make no
	// non-error short-circuit.
	// +k8s:optional
	// +k8s:subfield(opt)=+k8s:maximum=5
	// +k8s:subfield(plain)=+k8s:maxLength=5
	Ptr *Part `json:"ptr,omitempty"`

	// Levels: the leveled tags sort first, so they take the member's
	// short-circuits.
	// +k8s:subfield(name)=+k8s:minLength=1
	// +k8s:beta(since: "1.36")=+k8s:subfield(name)=+k8s:maxLength=3
	// +k8s:alpha(since: "1.35")=+k8s:subfield(opt)=+k8s:minimum=2
	Levels Part `json:"levels"`

	// A type's subfields.
	Typed Typed `json:"typed"`
}

// Typed names its own tagged fields.
// +k8s:subfield(name)=+k8s:minLength=4
// +k8s:subfield(name)=+k8s:maxLength=8
type Typed struct {
	// +k8s:required
	// +k8s:immutable
	Name string `json:"name"`
}

// Part is the struct whose fields the subfields name.
type Part struct {
	// +k8s:required
	// +k8s:maxLength=100
	Name string `json:"name"`
	// +k8s:optional
	// +default=3
	Count int32 `json:"count,omitempty"`
	// +k8s:optional
	Opt *int64 `json:"opt,omitempty"`
	// +k8s:optional
	// +k8s:immutable
	Imm string `json:"imm,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-short-name
	Plain *string `json:"plain,omitempty"`
}
