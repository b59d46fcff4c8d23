// Package v1 uses one named type in several fields, each with markers of
// its own, for TestNamedSchemasStayApart.
// +groupName=sharing.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Shared is the type every field of Holder uses. Its own rules are three,
// so that its list of rules has room to grow in place.
// +kubebuilder:validation:XValidation:rule="self.name != 'a'",message="type rule a"
// +kubebuilder:validation:XValidation:rule="self.name != 'b'",message="type rule b"
// +kubebuilder:validation:XValidation:rule="self.name != 'c'",message="type rule c"
type Shared struct {
	// Name is the name this test's rules look at.
	Name string `json:"name"`
	// Labels are some labels.
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
}

// Code is a short code.
// +kubebuilder:validation:MaxLength=5
type Code string

// Holder is the kind.
// +kubebuilder:object:root=true
type Holder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec HolderSpec `json:"spec"`
}

// HolderSpec holds Shared in every way a field can.
type HolderSpec struct {
	// First is the first use. Its description is long: truncation has to cut it.
	// +kubebuilder:validation:XValidation:rule="self.name != 'first'",message="first"
	// +nullable
	First Shared `json:"first"`
	// Second is the second use, through a pointer.
	// +kubebuilder:validation:XValidation:rule="self.name != 'second'",message="second"
	// +optional
	Second *Shared `json:"second,omitempty"`
	// Plain is a use without markers.
	Plain Shared `json:"plain"`
	// FirstList has a rule of its own on its items.
	// +kubebuilder:validation:items:XValidation:rule="self.name != 'first item'",message="first item"
	FirstList []Shared `json:"firstList"`
	// SecondList has another.
	// +kubebuilder:validation:items:XValidation:rule="self.name != 'second item'",message="second item"
	SecondList []Shared `json:"secondList"`
	// ByName has yet another on its values' type.
	// +kubebuilder:validation:MinProperties=1
	ByName map[string]Shared `json:"byName"`
	// Codes are shorter on their items than Code is.
	// +kubebuilder:validation:items:MaxLength=3
	Codes []Code `json:"codes"`
	// OtherCodes are as long as Code is.
	OtherCodes []Code `json:"otherCodes"`
}
