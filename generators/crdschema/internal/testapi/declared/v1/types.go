package v1

import (
	"encoding/json"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// HeaderName is a header name.
// +kubebuilder:validation:MinLength=1
// +kubebuilder:validation:MaxLength=256
type HeaderName string

// HTTPHeaderName is declared from HeaderName and keeps its markers.
// +kubebuilder:validation:MaxLength=128
type HTTPHeaderName HeaderName

// Undocumented has markers but no doc.
// +kubebuilder:validation:Pattern=`^u`
type Undocumented HeaderName

// Color is an enum of its constants.
// +k8s:enum
type Color string

const (
	// Red is red.
	Red Color = "red"
	// Blue is blue.
	Blue Color = "blue"
	// Green is green.
	Green Color = "green"
)

// Feature decodes itself but encodes by its fields.
type Feature struct {
	// +required
	Name string `json:"name"`
}

// UnmarshalJSON accepts a bare string too.
func (f *Feature) UnmarshalJSON(b []byte) error {
	type plain Feature
	return json.Unmarshal(b, (*plain)(f))
}

// Untyped encodes itself and has no type marker: its fields say what
// it looks like.
type Untyped struct {
	Value string `json:"value"`
}

// MarshalJSON encodes it.
func (u Untyped) MarshalJSON() ([]byte, error) { return json.Marshal(u.Value) }

// Stamp encodes itself as text.
// +kubebuilder:validation:Format=stamp
type Stamp struct {
	v string
}

// MarshalText encodes it.
func (s Stamp) MarshalText() ([]byte, error) { return []byte(s.v), nil }

// Hosts are host names.
// +kubebuilder:validation:items:MaxLength=253
// +kubebuilder:validation:MaxItems=16
type Hosts []string

// Settings is declared from a struct of another package below.
type Settings Base

// Base is a struct that others are declared from.
// +kubebuilder:validation:MinProperties=1
type Base struct {
	// Mode is the mode.
	Mode string `json:"mode,omitempty"`
}

// Pointer is declared from a pointer.
type Pointer *Base

// Extra is inlined by a field that is not embedded.
// +kubebuilder:validation:XValidation:rule="has(self.extra)",message="extra is set"
type Extra struct {
	// ExtraField is inlined.
	ExtraField string `json:"extra"`
}

// DeclaredSpec is the spec.
type DeclaredSpec struct {
	// More is inlined though not embedded.
	More Extra `json:",inline"`
	// Header is a header.
	Header HTTPHeaderName `json:"header,omitempty"`
	Plain  HTTPHeaderName `json:"plain,omitempty"`
	Undoc  Undocumented   `json:"undoc,omitempty"`
	// +optional
	Color    Color     `json:"color"`
	Colors   []Color   `json:"colors,omitempty"`
	Features []Feature `json:"features,omitempty"`
	Untyped  Untyped   `json:"untyped,omitempty"`
	Stamp    Stamp     `json:"stamp,omitempty"`
	// Hosts are the hosts.
	Hosts    Hosts                  `json:"hosts,omitempty"`
	Settings Settings               `json:"settings,omitempty"`
	ByName   map[string]Settings    `json:"byName,omitempty"`
	Time     *metav1.Time           `json:"time,omitempty"`
	Owner    *metav1.OwnerReference `json:"owner,omitempty"`
}

// Declared is the kind.
// +kubebuilder:object:root=true
type Declared struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec DeclaredSpec `json:"spec,omitempty"`
}
