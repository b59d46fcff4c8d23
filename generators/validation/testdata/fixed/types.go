package fixed

import "k8s.io/apimachinery/pkg/api/resource"

// GadgetRoot is a root type with checks of its own.
// +k8s:validateFalse="type GadgetRoot"
// +k8s:validateTrue(flags: "ShortCircuit")="type GadgetRoot, short-circuit"
// +k8s:validateFalse(cohort: "b")="type GadgetRoot, cohort b"
// +k8s:validateFalse(cohort: "a", flags: "ShortCircuit,NonError")="type GadgetRoot, cohort a, (quiet)"
type GadgetRoot struct {
	// +k8s:validateFalse="field Name"
	// +k8s:validateTrue
	Name string `json:"name"`
	Part *Part  `json:"part,omitempty"`
	// +k8s:validateFalse(typeArg: "k8s.io/apimachinery/pkg/api/resource.Quantity")="field Amount, typed"
	Amount resource.Quantity `json:"amount"`
	// +k8s:optional
	// +k8s:validateTrue(typeArg: "*int", flags: "ShortCircuit")
	Count *int `json:"count,omitempty"`
	// +k8s:validateTrueAlpha="alpha"
	// +k8s:validateTrueBeta="beta"
	// +k8s:beta=+k8s:validateFalse="under beta"
	Level int32 `json:"level"`
	// +k8s:eachVal=+k8s:validateFalse="each item"
	Items []string `json:"items"`
	// +k8s:eachKey=+k8s:validateTrue="each key"
	// +k8s:eachVal=+k8s:validateFalse(flags: "ShortCircuit")="each value"
	Labels map[string]string `json:"labels"`
	// +k8s:validateFalse=word
	Word string `json:"word"`
	Spec Spec   `json:"spec"`
}

// Part has a check on its type.
// +k8s:validateFalse="type Part"
type Part struct {
	// +k8s:validateTrue="field Part.Size"
	Size int32 `json:"size"`
}

// Spec reaches Part through a list.
type Spec struct {
	Parts []Part `json:"parts"`
	// +k8s:validateFalse(flags: "ShortCircuit")="field Spec.Note"
	// +k8s:validateFalse="field Spec.Note, after"
	Note *string `json:"note,omitempty"`
}
