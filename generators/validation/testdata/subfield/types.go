package subfield

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Holder is a root type whose fields validate fields of their structs.
type Holder struct {
	metav1.TypeMeta `json:",inline"`

	// Limits and formats of a struct value's fields.
	// +k8s:subfield(count)=+k8s:minimum=1
	// +k8s:subfield(count)=+k8s:maximum=10
	// +k8s:subfield(name)=+k8s:maxLength=63
	// +k8s:subfield(name)=+k8s:format=k8s-short-name
	// +k8s:subfield(ptr)=+k8s:minimum=-2
	// +k8s:subfield(items)=+k8s:maxItems=4
	Value Part `json:"value"`

	// The same through a pointer, beside a subfield without arguments.
	// +k8s:optional
	// +k8s:subfield(name)=+k8s:minLength=2
	// +k8s:subfield(name)=+k8s:required
	// +k8s:subfield(label)=+k8s:format=k8s-label-value
	// +k8s:subfield(tags)=+k8s:minItems=1
	Ptr *Part `json:"ptr,omitempty"`

	// Each item of a list subfield, and each key and value of a map one.
	// +k8s:subfield(items)=+k8s:eachVal=+k8s:minimum=0
	// +k8s:subfield(tags)=+k8s:eachVal=+k8s:format=k8s-short-name
	// +k8s:subfield(labels)=+k8s:eachKey=+k8s:maxLength=10
	// +k8s:subfield(labels)=+k8s:eachVal=+k8s:minLength=1
	Lists Part `json:"lists"`

	// Stability levels around and inside the subfield.
	// +k8s:alpha(since: "1.35")=+k8s:subfield(count)=+k8s:minimum=2
	// +k8s:beta(since: "1.36")=+k8s:subfield(ptr)=+k8s:maximum=7
	Levels Part `json:"levels"`

	// An unexported struct type's field under a named field type.
	// +k8s:subfield(size)=+k8s:maximum=100
	Other Other `json:"other"`
}

// Part is the struct whose fields the subfields name.
type Part struct {
	Count  int32             `json:"count"`
	Name   string            `json:"name"`
	Label  string            `json:"label"`
	Ptr    *int64            `json:"ptr,omitempty"`
	Items  []int32           `json:"items"`
	Tags   []string          `json:"tags"`
	Labels map[string]string `json:"labels"`
}

// Other validates a field of its own through a tag on the type.
// +k8s:subfield(size)=+k8s:minimum=1
// +k8s:subfield(name)=+k8s:format=k8s-long-name
type Other struct {
	Size int64  `json:"size"`
	Name string `json:"name"`
}
