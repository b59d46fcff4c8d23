package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget exercises the validation markers.
// +kubebuilder:object:root=true
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec WidgetSpec `json:"spec,omitempty"`
}

// WidgetSpec has a field per marker.
type WidgetSpec struct {
	// +kubebuilder:validation:Maximum=100
	Maximum int32 `json:"maximum,omitempty"`
	// +kubebuilder:validation:Minimum=-5
	Minimum int64 `json:"minimum,omitempty"`
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:Maximum=10
	// +kubebuilder:validation:ExclusiveMaximum=true
	// +kubebuilder:validation:ExclusiveMinimum=true
	Exclusive int32 `json:"exclusive,omitempty"`
	// +kubebuilder:validation:MultipleOf=3
	MultipleOf int32 `json:"multipleOf,omitempty"`

	// +kubebuilder:validation:MinLength=2
	// +kubebuilder:validation:MaxLength=63
	Length string `json:"length,omitempty"`
	// +kubebuilder:validation:Pattern=`^[a-z]([-a-z0-9]*[a-z0-9])?$`
	Pattern string `json:"pattern,omitempty"`
	// +kubebuilder:validation:Format=date-time
	Format string `json:"format,omitempty"`
	// +kubebuilder:validation:Enum=Always;Never;"IfNotPresent"
	Enum string `json:"enum,omitempty"`
	// +kubebuilder:validation:Enum=1;2;3
	IntEnum int32 `json:"intEnum,omitempty"`
	// Color is typed: its enum comes from the type's marker.
	Color Color `json:"color,omitempty"`
	// Phase is a +k8s:enum type: the enum is its constants.
	Phase Phase `json:"phase,omitempty"`
	// +kubebuilder:validation:Type=string
	// +kubebuilder:validation:Format=byte
	Typed []byte `json:"typed,omitempty"`
	// +nullable
	Nullable *string `json:"nullable,omitempty"`

	// +kubebuilder:validation:MinItems=1
	// +kubebuilder:validation:MaxItems=5
	// +kubebuilder:validation:UniqueItems=true
	Items []string `json:"items,omitempty"`
	// +kubebuilder:validation:items:MinLength=3
	// +kubebuilder:validation:items:MaxLength=8
	// +kubebuilder:validation:items:Pattern=`^x`
	// +kubebuilder:validation:items:Enum=xyz;xabc
	ItemsString []string `json:"itemsString,omitempty"`
	// +kubebuilder:validation:items:Minimum=1
	// +kubebuilder:validation:items:Maximum=9
	// +kubebuilder:validation:items:MultipleOf=1
	// +kubebuilder:validation:items:ExclusiveMinimum=false
	ItemsInt []int32 `json:"itemsInt,omitempty"`
	// +kubebuilder:validation:items:XValidation:rule="self != 'bad'",message="no bad items"
	ItemsCEL []string `json:"itemsCEL,omitempty"`
	// Ports' items carry their type's markers.
	Ports []Port `json:"ports,omitempty"`

	// +kubebuilder:validation:MinProperties=1
	// +kubebuilder:validation:MaxProperties=4
	Props map[string]string `json:"props,omitempty"`

	// +kubebuilder:title="A titled field"
	// +kubebuilder:example="an example"
	// +kubebuilder:externalDocs:url="https://example.com/docs",description="More docs"
	Documented string `json:"documented,omitempty"`

	// +k8s:maxItems=3
	K8sMaxItems []string `json:"k8sMaxItems,omitempty"`
	// +k8s:minimum=1
	// +k8s:maximum=7
	K8sBounds int32 `json:"k8sBounds,omitempty"`
	// +k8s:immutable
	Immutable string `json:"immutable,omitempty"`

	OneOf OneOf `json:"oneOf,omitempty"`
}

// Color is a string with an enum on its type.
// +kubebuilder:validation:Enum=Red;Green;Blue
type Color string

// Phase lists its values as constants.
// +k8s:enum
type Phase string

const (
	PhasePending Phase = "Pending"
	PhaseRunning Phase = "Running"
	PhaseDone    Phase = "Done"
)

// Port is a list item with type-level markers.
// +kubebuilder:validation:MinProperties=1
type Port struct {
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=65535
	Number int32 `json:"number"`
}

// OneOf carries the union markers.
// +kubebuilder:validation:ExactlyOneOf=a;b
// +kubebuilder:validation:AtMostOneOf=c;d
// +kubebuilder:validation:AtLeastOneOf=a;c
type OneOf struct {
	A *string `json:"a,omitempty"`
	B *string `json:"b,omitempty"`
	C *string `json:"c,omitempty"`
	D *string `json:"d,omitempty"`
}
