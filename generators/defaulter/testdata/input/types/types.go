// Package types declares API types whose defaulters live in another
// package (+k8s:defaulter-gen-input).
package types

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Gadget struct {
	metav1.TypeMeta
	Spec GadgetSpec
}

type GadgetSpec struct {
	// +default=2
	Size int
	Name string
}

type GadgetList struct {
	metav1.TypeMeta
	Items []Gadget
}
