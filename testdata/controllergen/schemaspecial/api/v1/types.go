package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// Special exercises the schema-shaping markers.
// +kubebuilder:object:root=true
type Special struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec SpecialSpec `json:"spec,omitempty"`
}

// SpecialSpec has a field per marker.
type SpecialSpec struct {
	// Embedded is a whole Kubernetes object.
	// +kubebuilder:validation:EmbeddedResource
	// +kubebuilder:pruning:PreserveUnknownFields
	Embedded runtime.RawExtension `json:"embedded,omitempty"`
	// +kubebuilder:validation:XEmbeddedResource
	EmbeddedStruct Inner `json:"embeddedStruct,omitempty"`

	// +kubebuilder:validation:XIntOrString
	// +kubebuilder:validation:Type=""
	IntOrString Flexible `json:"intOrString,omitempty"`

	// Free keeps whatever it is given.
	// +kubebuilder:pruning:PreserveUnknownFields
	Free *runtime.RawExtension `json:"free,omitempty"`
	// +kubebuilder:validation:XPreserveUnknownFields
	FreeMap map[string]string `json:"freeMap,omitempty"`
	// Loose's type keeps unknown fields.
	Loose Loose `json:"loose,omitempty"`

	// Schemaless gets no schema but the type below.
	// +kubebuilder:validation:Schemaless
	// +kubebuilder:validation:Type=object
	// +kubebuilder:pruning:PreserveUnknownFields
	Schemaless Inner `json:"schemaless,omitempty"`

	// +kubebuilder:default=5
	DefaultInt int32 `json:"defaultInt,omitempty"`
	// +kubebuilder:default="text"
	DefaultString string `json:"defaultString,omitempty"`
	// +kubebuilder:default=true
	DefaultBool bool `json:"defaultBool,omitempty"`
	// +kubebuilder:default={"a","b"}
	DefaultList []string `json:"defaultList,omitempty"`
	// +kubebuilder:default={name: "x", count: 2}
	DefaultObject Inner `json:"defaultObject,omitempty"`
	// +kubebuilder:default={}
	DefaultEmpty Inner `json:"defaultEmpty,omitempty"`
	// +default=3
	K8sDefaultInt int32 `json:"k8sDefaultInt,omitempty"`
	// +default="ClusterIP"
	K8sDefaultString string `json:"k8sDefaultString,omitempty"`
	// +default=[80,443]
	K8sDefaultList []int32 `json:"k8sDefaultList,omitempty"`
	// +default={"name": "y"}
	K8sDefaultObject Inner `json:"k8sDefaultObject,omitempty"`
	// Both: +kubebuilder:default wins.
	// +default=1
	// +kubebuilder:default=2
	BothDefaults int32 `json:"bothDefaults,omitempty"`
}

// Inner is a small struct.
type Inner struct {
	Name  string `json:"name,omitempty"`
	Count int32  `json:"count,omitempty"`
}

// Flexible is a string the marker turns into int-or-string.
type Flexible string

// Loose keeps unknown fields.
// +kubebuilder:pruning:PreserveUnknownFields
type Loose struct {
	Known string `json:"known,omitempty"`
}
