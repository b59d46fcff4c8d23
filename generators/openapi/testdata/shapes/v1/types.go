package v1

import (
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/kube-openapi/pkg/common"

	"github.com/kubegen/kubegen/generators/openapi/testdata/shapes/other"
)

// Phase is the phase of a Shape.
// +enum
type Phase string

const (
	// PhasePending is waiting.
	PhasePending Phase = "Pending"
	// PhaseRunning runs,
	// over two lines.
	PhaseRunning Phase = "Running"
	PhaseDone    Phase = "Done"
)

// Shape has every field shape.
//
// A second paragraph,
//
//	with an indented line.
//
// ---
// Everything after the line is dropped.
// +k8s:validation:maxProperties=40
type Shape struct {
	metav1.TypeMeta `json:",inline"`
	// Standard object metadata.
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`
	other.Meta        `json:",inline"`

	// TODO: one-line TODOs are dropped.
	// Str is a string.
	Str string `json:"str"`
	// OptStr is optional by omitempty.
	OptStr string `json:"optStr,omitempty"`
	// Ptr is a pointer.
	// +optional
	Ptr *int32 `json:"ptr"`
	// Required despite omitempty.
	// +required
	Req    bool    `json:"req,omitempty"`
	Small  int8    `json:"small"`
	Tiny   uint8   `json:"tiny"`
	Float  float32 `json:"float"`
	Double float64 `json:"double"`
	Bytes  []byte  `json:"bytes,omitempty"`
	// Raw bytes as numbers.
	// +listType=atomic
	Numbers []uint8   `json:"numbers,omitempty"`
	When    time.Time `json:"when"`
	// +listType=map
	// +listMapKey=name
	// +listMapKey=kind
	Items []Item `json:"items,omitempty"`
	// +listType=set
	Set []string `json:"set,omitempty"`
	// +mapType=atomic
	Labels map[string]string `json:"labels,omitempty"`
	// Nested maps and lists.
	Deep map[string][]map[string]other.Ref `json:"deep,omitempty"`
	// +structType=atomic
	Ref other.Ref `json:"ref"`
	// Named uses its model name.
	Named *other.Named `json:"named,omitempty"`
	// Phase is an enum.
	// +optional
	Phase Phase `json:"phase,omitempty"`
	// Phases are enums too.
	// +listType=atomic
	Phases []Phase `json:"phases,omitempty"`
	// ByPhase maps to enums.
	ByPhase map[string]Phase `json:"byPhase,omitempty"`
	// Port is an int or a string.
	Port intstr.IntOrString `json:"port,omitempty"`
	// Count is rendered as a string.
	Count int64 `json:"count,string"`
	// +default=3
	Replicas int32 `json:"replicas,omitempty"`
	// +default="fast"
	Mode string `json:"mode,omitempty"`
	// +default=ref(PhasePending)
	DefaultPhase Phase `json:"defaultPhase,omitempty"`
	// +default={"name": "x"}
	Defaulted *other.Ref `json:"defaulted,omitempty"`
	// +k8s:validation:minLength=1
	// +k8s:validation:maxLength=63
	// +k8s:validation:pattern="^[a-z]+$"
	Validated string `json:"validated"`
	// +k8s:validation:minimum=0
	// +k8s:validation:maximum=10.5
	// +k8s:validation:exclusiveMaximum
	// +k8s:validation:multipleOf=0.5
	Bounded float64 `json:"bounded"`
	// +k8s:validation:minItems=1
	// +k8s:validation:maxItems=5
	// +k8s:validation:uniqueItems
	// +k8s:validation:items:maxLength=10
	// +k8s:validation:cel[0]:rule="self.size() > 0"
	// +k8s:validation:cel[0]:message="must not be empty"
	// +listType=atomic
	Listed []string `json:"listed"`
	// +k8s:openapi-gen=x-kubernetes-custom:yes
	Extended string `json:"extended"`
	// +patchMergeKey=name
	// +patchStrategy=merge
	// +listType=map
	// +listMapKey=name
	Patched []Item `json:"patched,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	// Any is anything.
	Any interface{} `json:"any,omitempty"`
	// Hidden is excluded.
	// +k8s:openapi-gen=false
	Hidden chan int `json:"hidden"`
	// Ignored has no JSON name.
	Ignored string `json:"-"`
	// NoTag has no JSON tag: its Go name is used.
	NoTag string
	// Wrong_name breaks the naming rule.
	Wrong_name string `json:"wrongName"`
	// BadCase has a misspelled omitempty.
	BadCase string `json:"badCase,omitEmpty"`
	// NoListType lacks +listType.
	NoListType []int `json:"noListType"`
}

// Item is a list map entry.
type Item struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
}

// ShapeList is a list kind.
type ShapeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Shape `json:"items"`
}

// BadList has its fields out of order and mistagged.
type BadList struct {
	Items           []Shape `json:"items" protobuf:"bytes,1,rep,name=items"`
	metav1.ListMeta `json:"metadata"`
	metav1.TypeMeta `json:",inline"`
}

// Choice is a union.
// +union
type Choice struct {
	// +unionDiscriminator
	Type string `json:"type"`
	// +optional
	A *string `json:"a,omitempty"`
	// +optional
	B *int32 `json:"b,omitempty"`
}

// Legacy has a deprecated union.
type Legacy struct {
	// +unionDiscriminator
	// +optional
	Kind string `json:"kind,omitempty"`
	// +unionDeprecated
	// +optional
	Old *string `json:"old,omitempty"`
	// +unionDeprecated
	// +optional
	Older *string `json:"older,omitempty"`
}

// Custom brings its own definition.
type Custom struct{}

// OpenAPIDefinition is Custom's schema.
func (Custom) OpenAPIDefinition() common.OpenAPIDefinition { return common.OpenAPIDefinition{} }

// Both has v2 and v3 definitions.
type Both struct{}

// OpenAPIDefinition is the v2 schema.
func (Both) OpenAPIDefinition() common.OpenAPIDefinition { return common.OpenAPIDefinition{} }

// OpenAPIV3Definition is the v3 schema.
func (Both) OpenAPIV3Definition() common.OpenAPIDefinition { return common.OpenAPIDefinition{} }

// Formatted is a string in JSON.
type Formatted struct{ v string }

// OpenAPISchemaType is its type.
func (Formatted) OpenAPISchemaType() []string { return []string{"string"} }

// OpenAPISchemaFormat is its format.
func (Formatted) OpenAPISchemaFormat() string { return "formatted" }

// OneOf is a string or a number.
type OneOf struct{ v string }

// OpenAPISchemaType is its v2 type.
func (OneOf) OpenAPISchemaType() []string { return []string{"string"} }

// OpenAPISchemaFormat is its format.
func (OneOf) OpenAPISchemaFormat() string { return "" }

// OpenAPIV3OneOfTypes are its v3 types.
func (OneOf) OpenAPIV3OneOfTypes() []string { return []string{"string", "number"} }

// Excluded is not generated.
// +k8s:openapi-gen=false
type Excluded struct {
	X string `json:"x"`
}

// private types get a schema function but no entry.
type private struct {
	Y string `json:"y"`
}

// Tagged has type-level extensions.
// +k8s:openapi-gen=x-kubernetes-type-ext:value
// +structType=atomic
// +k8s:validation:cel[0]:rule="has(self.a)"
// +k8s:validation:cel[0]:message="a is required"
type Tagged struct {
	// +optional
	A *string `json:"a,omitempty"`
}
