// Package shapes holds one kind, Shapes, with a field of every shape the
// decoder generator (generators/decoder) tells apart: scalars of every
// size, pointers, slices, maps, nested and recursive structs, embedded
// structs with encoding/json's dominance rules, the types the runtime
// reads itself (Time, MicroTime, IntOrString), types with their own
// UnmarshalJSON (Quantity, RawExtension, json.RawMessage, Duration,
// FieldsV1, Custom) or UnmarshalText (Upper, Point), and the shapes it
// leaves to the reflective decoder ([]byte, arrays, interfaces, ",string",
// generic and anonymous types, unexported embedded structs). The
// decodertest package generates its decoder beside those of a few real
// kinds, so the short test lane covers every shape without compiling
// decoders for all of k8s.io/api.
package shapes

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Shapes is the kind: object metadata like an API kind, and one member per
// group of shapes.
type Shapes struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Scalars   Scalars   `json:"scalars"`
	Pointers  *Pointers `json:"pointers,omitempty"`
	Lists     Lists     `json:"lists"`
	Maps      Maps      `json:"maps"`
	Known     Known     `json:"known"`
	Embedding Embedding `json:"embedding"`
	Tree      *Tree     `json:"tree,omitempty"`
	Reflected Reflected `json:"reflected"`
	// Quoted is decoded reflectively as a whole: its members are JSON
	// inside strings (",string"), which the member alone does not say.
	Quoted Quoted `json:"quoted"`
	// Hidden is decoded reflectively as a whole: a member is promoted from
	// an unexported embedded struct, which generated code cannot name.
	Hidden Hidden `json:"hidden"`
}

// Phase is a named string, also a map key.
type Phase string

// Level is a named integer, also embedded in Embedding.
type Level int32

// Scalars has every basic kind, named ones, and the ways a tag names a
// member.
type Scalars struct {
	String  string  `json:"string"`
	Bool    bool    `json:"bool,omitempty"`
	Int     int     `json:"int"`
	Int8    int8    `json:"int8"`
	Int16   int16   `json:"int16"`
	Int32   int32   `json:"int32"`
	Int64   int64   `json:"int64,omitzero"`
	Uint    uint    `json:"uint"`
	Uint8   uint8   `json:"uint8"`
	Uint16  uint16  `json:"uint16"`
	Uint32  uint32  `json:"uint32"`
	Uint64  uint64  `json:"uint64"`
	Float32 float32 `json:"float32"`
	Float64 float64 `json:"float64"`
	Phase   Phase   `json:"phase"`
	Level   Level   `json:"level"`
	// Untagged is named by its Go name, OptionsOnly too.
	Untagged    string
	OptionsOnly string `json:",omitempty"`
	// Invalid's tag name is not one encoding/json accepts: the Go name
	// counts; Odd's characters are all accepted.
	Invalid string `json:"in'valid"`
	Odd     string `json:"a-b.c/d e"`
	// Skipped is never decoded; Dash is the member "-".
	Skipped string `json:"-"`
	Dash    string `json:"-,"`
	private string //nolint:unused // unexported: never decoded
}

// Pointers are decoded through new() and set to nil by null; a pointer to
// a pointer is left to the reflective decoder.
type Pointers struct {
	String    *string             `json:"string"`
	Int32     *int32              `json:"int32"`
	Bool      *bool               `json:"bool"`
	Float64   *float64            `json:"float64"`
	Phase     *Phase              `json:"phase"`
	Struct    *Leaf               `json:"struct"`
	Slice     *[]string           `json:"slice"`
	Map       *map[string]string  `json:"map"`
	PtrPtr    **string            `json:"ptrPtr"`
	Time      *metav1.Time        `json:"time"`
	MicroTime *metav1.MicroTime   `json:"microTime"`
	IntOrStr  *intstr.IntOrString `json:"intOrStr"`
	Quantity  *resource.Quantity  `json:"quantity"`
	Custom    *Custom             `json:"custom"`
}

// Leaf is a small struct used as element and value.
type Leaf struct {
	Name  string `json:"name"`
	Value int64  `json:"value,omitempty"`
}

// Lists are slices of every element shape; []byte and slices of text
// unmarshalers are the reflective decoder's.
type Lists struct {
	Strings  []string             `json:"strings"`
	Leaves   []Leaf               `json:"leaves"`
	Ptrs     []*Leaf              `json:"ptrs"`
	Nested   [][]int32            `json:"nested"`
	Named    Leaves               `json:"named"`
	Phases   []Phase              `json:"phases"`
	Bytes    []byte               `json:"bytes"`
	Blob     Blob                 `json:"blob"`
	Uppers   []Upper              `json:"uppers"`
	Customs  []Custom             `json:"customs"`
	Times    []metav1.Time        `json:"times"`
	IntOrStr []intstr.IntOrString `json:"intOrStr"`
	Maps     []map[string]string  `json:"maps"`
}

// Leaves is a named slice.
type Leaves []Leaf

// Blob is a named byte slice: base64, like []byte.
type Blob []byte

// Maps have string keys of every kind and values of every shape; keys that
// are not strings or unmarshal themselves are the reflective decoder's.
type Maps struct {
	Strings    map[string]string            `json:"strings"`
	Leaves     map[string]Leaf              `json:"leaves"`
	Ptrs       map[string]*Leaf             `json:"ptrs"`
	Slices     map[string][]string          `json:"slices"`
	Nested     map[string]map[string]int64  `json:"nested"`
	Bytes      map[string][]byte            `json:"bytes"`
	Quantities map[string]resource.Quantity `json:"quantities"`
	Named      Labels                       `json:"named"`
	PhaseKeys  map[Phase]int32              `json:"phaseKeys"`
	IntKeys    map[int32]string             `json:"intKeys"`
	TextKeys   map[Upper]string             `json:"textKeys"`
	Any        map[string]any               `json:"any"`
}

// Labels is a named map.
type Labels map[string]string

// Known are the types the runtime reads itself and the types with their
// own UnmarshalJSON or UnmarshalText.
type Known struct {
	Time        metav1.Time          `json:"time"`
	MicroTime   metav1.MicroTime     `json:"microTime"`
	IntOrString intstr.IntOrString   `json:"intOrString"`
	Quantity    resource.Quantity    `json:"quantity"`
	Raw         runtime.RawExtension `json:"raw"`
	RawMessage  json.RawMessage      `json:"rawMessage"`
	Duration    metav1.Duration      `json:"duration"`
	FieldsV1    *metav1.FieldsV1     `json:"fieldsV1,omitempty"`
	Custom      Custom               `json:"custom"`
	Upper       Upper                `json:"upper"`
	Point       Point                `json:"point"`
}

// Embedding has embedded structs whose members are promoted by
// encoding/json's rules: the shallowest member of a name wins, a tagged
// one over an untagged one at the same depth, and a tie hides the name.
type Embedding struct {
	// Base's "base" loses to Own's, which is shallower.
	Base
	// *PtrBase is allocated on the way to a member it holds.
	*PtrBase
	// Other's "Shared" ties with Base's: neither is decoded. Other's "X"
	// is untagged and loses to Base's tagged "X".
	Other
	// Tagged is embedded with a name: one member holding the struct.
	Tagged `json:"tagged"`
	// Level is an embedded named integer: the member "Level".
	Level
	Own string `json:"base"`
}

// Base is embedded in Embedding.
type Base struct {
	Base   string `json:"base"`
	Shared string
	Y      string `json:"X"`
	InBase int32  `json:"inBase"`
}

// PtrBase is embedded through a pointer.
type PtrBase struct {
	InPtr  string `json:"inPtr"`
	Deeper        // two levels down
}

// Deeper is embedded in PtrBase.
type Deeper struct {
	Deepest string `json:"deepest"`
}

// Other is embedded beside Base.
type Other struct {
	Shared string
	X      string
}

// Tagged is embedded with a name.
type Tagged struct {
	Inner string `json:"inner"`
}

// Tree is recursive, through a slice and a pointer.
type Tree struct {
	Name     string `json:"name"`
	Children []Tree `json:"children"`
	Next     *Tree  `json:"next,omitempty"`
}

// Reflected holds the shapes the generator leaves to the reflective
// decoder, field by field.
type Reflected struct {
	Array   [3]int32           `json:"array"`
	Any     any                `json:"any"`
	Generic Pair[string]       `json:"generic"`
	Anon    struct{ A string } `json:"anon"`
	// encoding/json ignores ",string" on a slice.
	NotQuoted []int32 `json:"notQuoted,string"`
}

// Quoted has members that encoding/json reads as JSON inside a string.
type Quoted struct {
	Int    int64    `json:"int,string"`
	Bool   bool     `json:"bool,string"`
	String string   `json:"string,string"`
	Float  *float64 `json:"float,string"`
	Level  Level    `json:"level,string"`
}

// Pair is generic: generated code does not name instantiations.
type Pair[T any] struct {
	First  T `json:"first"`
	Second T `json:"second"`
}

// Hidden promotes members of an unexported embedded struct.
type Hidden struct {
	inner
	Visible string `json:"visible"`
}

type inner struct {
	Promoted string `json:"promoted"`
}
