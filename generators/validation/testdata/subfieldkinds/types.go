package subfieldkinds

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Holder is a root type whose field validates fields of its struct.
type Holder struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:alpha(since: "1.35")=+k8s:subfield(name)=+k8s:neq="x"
	// +k8s:alpha(since: "1.35")=+k8s:subfield(count)=+k8s:neq=3
	// +k8s:alpha(since: "1.35")=+k8s:subfield(mode)=+k8s:neq="B"
	// +k8s:subfield(imm)=+k8s:immutable
	// +k8s:beta(since: "1.36")=+k8s:subfield(f)=+k8s:forbidden
	Value Part `json:"value"`
}

// Part is the struct whose fields the subfields name.
type Part struct {
	Count int32   `json:"count"`
	Name  string  `json:"name"`
	Imm   string  `json:"imm"`
	F     *string `json:"f"`
	// +k8s:optional
	Mode  Mode    `json:"mode"`
	Items []int32 `json:"items"`
}

// Mode is an enum.
// +k8s:enum
type Mode string

// The modes.
const (
	ModeA Mode = "A"
	ModeB Mode = "B"
)
