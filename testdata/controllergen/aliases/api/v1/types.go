package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"example.com/cgcorpus/aliases/api/other"
)

// Alias has fields of alias and named types.
// +kubebuilder:object:root=true
type Alias struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec AliasSpec `json:"spec,omitempty"`
}

// AliasSpec has the fields.
type AliasSpec struct {
	Basic BasicAlias `json:"basic,omitempty"`
	// DocBasic has its own doc.
	DocBasic  BasicAlias            `json:"docBasic,omitempty"`
	PtrBasic  *BasicAlias           `json:"ptrBasic,omitempty"`
	ListBasic []BasicAlias          `json:"listBasic,omitempty"`
	MapBasic  map[string]BasicAlias `json:"mapBasic,omitempty"`
	Marked    MarkedAlias           `json:"marked,omitempty"`
	// +kubebuilder:validation:MinLength=2
	MarkedField  MarkedAlias      `json:"markedField,omitempty"`
	Int          IntAlias         `json:"int,omitempty"`
	ToNamed      NamedAlias       `json:"toNamed,omitempty"`
	ToStruct     StructAlias      `json:"toStruct,omitempty"`
	PtrToStruct  *StructAlias     `json:"ptrToStruct,omitempty"`
	ListToStruct []StructAlias    `json:"listToStruct,omitempty"`
	AliasOfAlias DoubleAlias      `json:"aliasOfAlias,omitempty"`
	ToTime       TimeAlias        `json:"toTime,omitempty"`
	OtherWord    other.WordAlias  `json:"otherWord,omitempty"`
	OtherPlain   other.PlainAlias `json:"otherPlain,omitempty"`
	OtherThing   other.ThingAlias `json:"otherThing,omitempty"`
	OtherNamed   other.Word       `json:"otherNamed,omitempty"`
	Local        LocalOfOther     `json:"local,omitempty"`
	Named        Word             `json:"named,omitempty"`
	PtrNamed     *Word            `json:"ptrNamed,omitempty"`
	ListNamed    []Word           `json:"listNamed,omitempty"`
	// PtrDoc has its own doc, over Leaf's.
	PtrDoc *Leaf `json:"ptrDoc,omitempty"`
	// EmbeddedAlias is an alias embedded.
	EmbeddedAlias `json:",inline"`
	Tagged        EmbeddedAlias `json:"tagged,omitempty"`
}

// BasicAlias is an alias of string.
type BasicAlias = string

// MarkedAlias is an alias of string with markers.
// +kubebuilder:validation:MaxLength=5
// +kubebuilder:validation:Pattern=`^a`
type MarkedAlias = string

// IntAlias is an alias of int32.
type IntAlias = int32

// Word is a named string.
// +kubebuilder:validation:Enum=a;b
type Word string

// NamedAlias is an alias of a named string.
type NamedAlias = Word

// Leaf is a struct.
type Leaf struct {
	// Value is documented.
	Value string `json:"value,omitempty"`
}

// StructAlias is an alias of a struct.
type StructAlias = Leaf

// DoubleAlias is an alias of an alias of string.
type DoubleAlias = BasicAlias

// TimeAlias is an alias of metav1.Time.
type TimeAlias = metav1.Time

// LocalOfOther is a local alias of another package's named string.
type LocalOfOther = other.Word

// Inner is embedded through an alias.
type Inner struct {
	// InnerField comes from Inner.
	InnerField string `json:"innerField,omitempty"`
}

// EmbeddedAlias is an alias of Inner.
type EmbeddedAlias = Inner
