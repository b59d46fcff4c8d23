package v1

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Shape is an object with every field shape.
type Shape struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Int             int
	Str             string
	Named           Name
	PtrInt          *int
	PtrStr          *string
	PtrNamed        *Name
	PtrPtr          **int
	Bytes           []byte
	Strs            []string
	Names           []Name
	PtrSlice        *[]string
	Items           []Item
	ItemPtrs        []*Item
	SliceOfSlices   [][]string
	SliceOfMaps     []map[string]string
	StrMap          map[string]string
	MapOfSlice      map[string][]string
	MapOfMap        map[string]map[string]int
	MapOfItem       map[string]Item
	MapOfPtr        map[string]*Item
	MapOfNamedSlice map[string]Strings
	MapOfEmpty      map[string]struct{}
	NamedMap        Labels
	NamedSlice      Strings
	Array           [3]int
	Embedded
	*EmbeddedPtr
	Inner struct {
		A int
		B string
	}
	Quantity    resource.Quantity
	PtrQuantity *resource.Quantity
	Quantities  map[string]resource.Quantity
	Time        metav1.Time
	PtrTime     *metav1.Time
	Duration    metav1.Duration
	IntOrString intstr.IntOrString
	PtrIntOrStr *intstr.IntOrString
	Raw         json.RawMessage
	Ext         runtime.RawExtension
	Exts        []runtime.RawExtension
	Selector    *metav1.LabelSelector
	Copier      Copier
	Copiers     []Copier
	CopierMap   map[string]Copier
	Custom      Custom
	CustomPtr   *Custom
	Plain       Plain
}

// Name is a named string.
type Name string

// Labels is a named map.
type Labels map[string]string

// Strings is a named slice.
type Strings []string

// Item is a struct with references.
type Item struct {
	Key   string
	Vals  []int
	Child *Item
}

// Plain is a struct of values only: plain assignment copies it.
type Plain struct {
	A int
	B string
	C Name
}

// Embedded is embedded by value.
type Embedded struct {
	E []string
}

// EmbeddedPtr is embedded by pointer.
type EmbeddedPtr struct {
	P *string
}

// Copier is an interface whose values copy themselves.
type Copier interface {
	DeepCopyCopier() Copier
}

// Custom has a hand-written DeepCopy.
// +k8s:deepcopy-gen=false
type Custom struct {
	Vals []string
}

// DeepCopyInto copies the receiver into out.
func (in *Custom) DeepCopyInto(out *Custom) {
	*out = *in
	if in.Vals != nil {
		out.Vals = make([]string, len(in.Vals))
		copy(out.Vals, in.Vals)
	}
}

// DeepCopy copies the receiver.
func (in *Custom) DeepCopy() *Custom {
	if in == nil {
		return nil
	}
	out := new(Custom)
	in.DeepCopyInto(out)
	return out
}

// Impl implements Copier.
// +k8s:deepcopy-gen:interfaces=github.com/kubegen/kubegen/generators/deepcopy/testdata/shapes/v1.Copier
type Impl struct {
	N []int
}

// ValueImpl implements Copier on a value receiver.
// +k8s:deepcopy-gen:interfaces=github.com/kubegen/kubegen/generators/deepcopy/testdata/shapes/v1.Copier
// +k8s:deepcopy-gen:nonpointer-interfaces=true
type ValueImpl struct {
	S string
}

// ShapeList is a list of shapes.
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type ShapeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Shape `json:"items"`
}

// Skipped opts out.
// +k8s:deepcopy-gen=false
type Skipped struct {
	F func()
}

type unexported struct {
	A []int
}
