package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Port has bounds controller-gen reads on fields only.
// +k8s:minimum=1
// +k8s:maximum=65535
type Port int32

// Hosts is a list bounded as fields are.
// +k8s:maxItems=4
type Hosts []string

// Frozen is immutable as a field would be.
// +k8s:immutable
type Frozen string

// Presence has the field-only presence tags.
// +k8s:required
// +k8s:optional
type Presence struct {
	// +optional
	Note string `json:"note,omitempty"`
}

// Tier is an enum of its constants.
// +k8s:enum
type Tier string

const (
	// Gold is the best.
	Gold Tier = "gold"
	// Bronze is the least.
	Bronze Tier = "bronze"
)

// Tags is a set by its declaration.
// +k8s:listType=set
type Tags []string

// Slots is a list-map by its declaration.
// +k8s:listType=map
// +k8s:listMapKey=name
type Slots []Slot

// Slot is an item of Slots.
type Slot struct {
	Name string `json:"name"`
	// +optional
	Size int32 `json:"size,omitempty"`
}

// Shelf uses the types, once bare and once with the field's own tags.
type Shelf struct {
	Port Port `json:"port"`
	// +k8s:maximum=8080
	LowPort Port   `json:"lowPort"`
	Hosts   Hosts  `json:"hosts"`
	Frozen  Frozen `json:"frozen"`
	// +optional
	Presence *Presence `json:"presence,omitempty"`
	Tier     Tier      `json:"tier"`
	Tags     Tags      `json:"tags"`
	Slots    Slots     `json:"slots"`
}

// +kubebuilder:object:root=true

// Cabinet is a kind whose spec uses the declared types.
type Cabinet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec Shelf `json:"spec"`
}
