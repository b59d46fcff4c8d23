package v1

import (
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Level is a bounded number.
// +kubebuilder:validation:Minimum=1
// +kubebuilder:validation:Maximum=10
type Level int32

// Names are names.
// +kubebuilder:validation:MaxItems=5
// +listType=set
type Names []string

// Labels are labels.
// +mapType=atomic
type Labels map[string]string

// Mode is a mode.
// +kubebuilder:validation:Enum=Fast;Slow;"with space"
type Mode string

// Item is a list item.
// +structType=atomic
type Item struct {
	// Name keys the item.
	Name string `json:"name"`
	// Port is the port.
	// +kubebuilder:default=80
	Port int32 `json:"port,omitempty"`
	// +optional
	Protocol string `json:"protocol,omitempty"`
}

// Opaque encodes itself.
// +kubebuilder:validation:Type=string
// +kubebuilder:validation:Format=opaque
type Opaque struct {
	raw []byte
}

// MarshalJSON encodes it.
func (o Opaque) MarshalJSON() ([]byte, error) { return []byte(`""`), nil }

// Text encodes itself as text.
type Text struct {
	v string
}

// MarshalText encodes it.
func (t Text) MarshalText() ([]byte, error) { return []byte(t.v), nil }

// MarkersSpec has every marker family.
// +kubebuilder:validation:XValidation:rule="self.minimum <= self.maximum",message="minimum must not exceed maximum"
// +kubebuilder:validation:MinProperties=1
// +kubebuilder:validation:ExactlyOneOf=first;second
// +kubebuilder:validation:AtMostOneOf=third;fourth
type MarkersSpec struct {
	// +kubebuilder:validation:MinLength=1
	// +kubebuilder:validation:MaxLength=63
	// +kubebuilder:validation:Pattern=`^[a-z]([-a-z0-9]*[a-z0-9])?$`
	Name string `json:"name"`
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:Maximum=100
	// +kubebuilder:validation:ExclusiveMaximum=true
	// +kubebuilder:validation:MultipleOf=5
	Minimum int32 `json:"minimum"`
	// +kubebuilder:validation:Minimum=-1
	// +kubebuilder:validation:ExclusiveMinimum=true
	Maximum int64 `json:"maximum"`
	// Level's own markers, and the field's on top.
	// +kubebuilder:validation:Maximum=5
	Level Level `json:"level,omitempty"`
	// +kubebuilder:validation:Enum=1;2;3
	Number int  `json:"number,omitempty"`
	Mode   Mode `json:"mode,omitempty"`
	// +kubebuilder:validation:MinItems=1
	// +kubebuilder:validation:UniqueItems=true
	// +kubebuilder:validation:items:MaxLength=10
	// +kubebuilder:validation:items:Pattern=`^x`
	Tags  []string `json:"tags,omitempty"`
	Names Names    `json:"names,omitempty"`
	// +listType=map
	// +listMapKey=name
	// +listMapKey=port
	Items []Item `json:"items,omitempty"`
	// +listType=atomic
	Atomic []string `json:"atomic,omitempty"`
	// +mapType=granular
	// +kubebuilder:validation:MaxProperties=3
	Map    map[string]int32 `json:"map,omitempty"`
	Labels Labels           `json:"labels,omitempty"`
	// +kubebuilder:default={a: 1, b: "two"}
	DefaultMap map[string]string `json:"defaultMap,omitempty"`
	// +kubebuilder:default={}
	DefaultList []string `json:"defaultList,omitempty"`
	// +kubebuilder:default="text"
	DefaultString string `json:"defaultString,omitempty"`
	// +kubebuilder:default=true
	DefaultBool bool `json:"defaultBool,omitempty"`
	// +default="kube"
	KubeDefault string `json:"kubeDefault,omitempty"`
	// +default=ref(Fast)
	KubeRef string `json:"kubeRef,omitempty"`
	// +kubebuilder:example="an example"
	// +kubebuilder:title="A title"
	Example string `json:"example,omitempty"`
	// +nullable
	Nullable *string `json:"nullable,omitempty"`
	// +kubebuilder:validation:Format=email
	Email string `json:"email,omitempty"`
	// +kubebuilder:validation:Type=string
	// +kubebuilder:validation:XIntOrString
	IntOrString intstr.IntOrString `json:"intOrString,omitempty"`
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:validation:EmbeddedResource
	Embedded runtime.RawExtension `json:"embedded,omitempty"`
	// +kubebuilder:validation:XPreserveUnknownFields
	Free apiextensionsv1.JSON `json:"free,omitempty"`
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:pruning:PreserveUnknownFields
	Schemaless *apiextensionsv1.JSON `json:"schemaless,omitempty"`
	// +kubebuilder:validation:XValidation:rule="self.size() > 0",message="must not be empty",reason=FieldValueInvalid,fieldPath=".x"
	// +kubebuilder:validation:XValidation:rule="!oldSelf.hasValue() || self == oldSelf.value()",messageExpression="'changed'",optionalOldSelf=true
	Checked string `json:"checked,omitempty"`
	// +k8s:required
	// +k8s:maxItems=4
	K8sList []string `json:"k8sList"`
	// +k8s:optional
	// +k8s:minimum=2
	K8sNum int32 `json:"k8sNum"`
	// +k8s:immutable
	Immutable string `json:"immutable,omitempty"`
	// +required
	Required string `json:"required,omitempty"`
	// +kubebuilder:validation:Optional
	NotRequired string  `json:"notRequired"`
	Opaque      Opaque  `json:"opaque,omitempty"`
	Text        Text    `json:"text,omitempty"`
	First       *string `json:"first,omitempty"`
	Second      *string `json:"second,omitempty"`
	Third       *string `json:"third,omitempty"`
	Fourth      *string `json:"fourth,omitempty"`
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition   `json:"conditions,omitempty"`
	Selector   metav1.LabelSelector `json:"selector,omitempty"`
	Duration   metav1.Duration      `json:"duration,omitempty"`
	Bytes      []byte               `json:"bytes,omitempty"`
	Nested     [][]int64            `json:"nested,omitempty"`
	MapOfLists map[string][]Item    `json:"mapOfLists,omitempty"`
	Ptrs       []*Item              `json:"ptrs,omitempty"`
	// ignored is not serialized.
	Ignored string `json:"-"`
}

// Markers has every marker.
// +kubebuilder:object:root=true
type Markers struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec MarkersSpec `json:"spec"`
}

// Fast is the fast mode.
const Fast Mode = "Fast"
