package testfixture

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Root is a registered root type with validateFalse on its fields.
// +k8s:validateFalse="type Root"
type Root struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:validateFalse="field Root.S"
	S string `json:"s"`
	// +k8s:required
	// +k8s:validateFalse="field Root.PS"
	PS *string `json:"ps"`
	// +k8s:optional
	// +k8s:minimum=1
	I int `json:"i,omitempty"`
	// +k8s:optional
	// +k8s:format=k8s-short-name
	Name string `json:"name,omitempty"`
	// +k8s:optional
	E Mode `json:"e,omitempty"`
	// +k8s:validateFalse="field Root.Inner"
	Inner Inner `json:"inner,omitempty"`
	// +k8s:optional
	PInner *Inner `json:"pinner,omitempty"`
	// +k8s:validateFalse="field Root.List"
	// +k8s:eachVal=+k8s:validateFalse="each Root.List"
	List []Inner `json:"list,omitempty"`
}

// Other is a second root type without validations of its own, whose
// Inner field has them.
type Other struct {
	metav1.TypeMeta `json:",inline"`

	Inner Inner `json:"inner"`
}

// Inner is a struct element with its own validations, nested.
// +k8s:validateFalse="type Inner"
type Inner struct {
	// +k8s:validateFalse="field Inner.S"
	S string `json:"s"`
	// +k8s:optional
	Nested *Nested `json:"nested,omitempty"`
}

// Nested is reached through Inner.
type Nested struct {
	// +k8s:validateFalse="field Nested.M"
	M map[string]string `json:"m,omitempty"`
}

// Mode is an enum.
// +k8s:enum
type Mode string

const (
	ModeA Mode = "A"
	ModeB Mode = "B"
)

// Plain is a root type by its own tag, no runtime.Object, which the
// package's scheme registers all the same.
// +k8s:validation-gen=true
type Plain struct {
	// +k8s:validateFalse="field Plain.S"
	S string `json:"s"`
}
