package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Shape has one field per Go type shape.
// +kubebuilder:object:root=true
type Shape struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ShapeSpec `json:"spec,omitempty"`
}

// ShapeSpec has the shapes.
type ShapeSpec struct {
	Bool    bool    `json:"bool,omitempty"`
	Int     int     `json:"int,omitempty"`
	Int8    int8    `json:"int8,omitempty"`
	Int16   int16   `json:"int16,omitempty"`
	Uint8   uint8   `json:"uint8,omitempty"`
	Uint32  uint32  `json:"uint32,omitempty"`
	Uint64  uint64  `json:"uint64,omitempty"`
	Bytes   []byte  `json:"bytes,omitempty"`
	Pointer *Leaf   `json:"pointer,omitempty"`
	PtrInt  *int64  `json:"ptrInt,omitempty"`
	PtrList *[]Leaf `json:"ptrList,omitempty"`

	Nested      [][]string                  `json:"nested,omitempty"`
	MapOfStruct map[string]Leaf             `json:"mapOfStruct,omitempty"`
	MapOfList   map[string][]string         `json:"mapOfList,omitempty"`
	MapOfMap    map[string]map[string]int32 `json:"mapOfMap,omitempty"`
	ListOfPtr   []*Leaf                     `json:"listOfPtr,omitempty"`
	Named       Names                       `json:"named,omitempty"`
	Alias       AliasString                 `json:"alias,omitempty"`
	NamedMap    Labels                      `json:"namedMap,omitempty"`

	// Embedded is inlined.
	Embedded `json:",inline"`
	// EmbeddedTagged has a name: a field of its own.
	EmbeddedTagged Embedded `json:"embeddedTagged,omitempty"`
	// EmbeddedPointer is inlined through a pointer.
	*Other `json:",inline"`

	// Renamed has a json name unlike its Go name.
	Renamed string `json:"another-name,omitempty"`
}

// Leaf is a small struct.
type Leaf struct {
	// Value is documented.
	Value string `json:"value"`
}

// Names is a named list.
type Names []string

// AliasString is a type alias: it is string.
type AliasString = string

// Labels is a named map.
type Labels map[string]string

// Embedded is inlined into ShapeSpec.
type Embedded struct {
	// Inner comes from Embedded.
	Inner string `json:"inner,omitempty"`
}

// Other is inlined through a pointer.
type Other struct {
	OtherField int32 `json:"otherField,omitempty"`
}
