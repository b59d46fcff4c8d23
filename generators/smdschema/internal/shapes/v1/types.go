package v1

import (
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Widget is a kind: server-side apply manages its fields.
// +genclient
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// WidgetList is a list of widgets.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Widget `json:"items"`
}

// Mode is a named string: written inline as a string.
type Mode string

// Volumes is a named slice whose markers sit on its declaration.
// +listType=map
// +listMapKey=name
type Volumes []Volume

// Volume is an element of Volumes.
type Volume struct {
	Name string `json:"name"`
	Path string `json:"path,omitempty"`
}

// Common is embedded inline into WidgetSpec.
type Common struct {
	Owner string `json:"owner,omitempty"`
	Note  string `json:"note,omitempty"`
}

// Port is keyed by two fields.
type Port struct {
	Name     string `json:"name"`
	Protocol string `json:"protocol"`
	Number   int32  `json:"number,omitempty"`
}

// Template is owned as a whole wherever it appears.
// +structType=atomic
type Template struct {
	Image string   `json:"image,omitempty"`
	Cmd   []string `json:"cmd,omitempty"`
}

// Limits is replaced as a whole where a field says so.
type Limits struct {
	CPU    string `json:"cpu,omitempty"`
	Memory string `json:"memory,omitempty"`
}

// WidgetSpec has a field of each shape.
type WidgetSpec struct {
	Common `json:",inline"`

	// +optional
	Replicas *int32  `json:"replicas,omitempty"`
	Size     string  `json:"size"`
	Weight   float64 `json:"weight"`
	Enabled  bool    `json:"enabled"`
	Mode     Mode    `json:"mode,omitempty"`

	// +listType=map
	// +listMapKey=name
	// +listMapKey=protocol
	Ports []Port `json:"ports,omitempty"`
	// +listType=set
	Tags []string `json:"tags,omitempty"`
	// Args has no marker: atomic.
	Args    []string `json:"args,omitempty"`
	Volumes Volumes  `json:"volumes,omitempty"`
	// +patchMergeKey=name
	// +patchStrategy=merge
	Env []corev1.EnvVar `json:"env,omitempty" patchStrategy:"merge" patchMergeKey:"name"`
	// +patchStrategy=merge
	Finalizers []string  `json:"finalizers,omitempty"`
	Matrix     [][]int32 `json:"matrix,omitempty"`
	Data       []byte    `json:"data,omitempty"`

	Labels map[string]string `json:"labels,omitempty"`
	// +mapType=atomic
	Selector map[string]string            `json:"selector,omitempty"`
	Budget   map[string]resource.Quantity `json:"budget,omitempty"`

	Template *Template `json:"template,omitempty"`
	// +structType=atomic
	Limits      Limits  `json:"limits"`
	OtherLimits *Limits `json:"otherLimits,omitempty"`

	Timeout   metav1.Duration             `json:"timeout,omitempty"`
	Started   *metav1.Time                `json:"started,omitempty"`
	Port      intstr.IntOrString          `json:"port,omitempty"`
	Raw       runtime.RawExtension        `json:"raw,omitempty"`
	Resources corev1.ResourceRequirements `json:"resources,omitempty"`
	Nested    struct {
		Depth int32 `json:"depth,omitempty"`
	} `json:"nested"`

	Skipped  string `json:"-"`
	Untagged string
}

// WidgetStatus is written by a controller.
type WidgetStatus struct {
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty"`
	Phase      string             `json:"phase,omitempty"`
}
