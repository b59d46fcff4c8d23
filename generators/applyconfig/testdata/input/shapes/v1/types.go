package v1

import (
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// +genclient
// +genclient:method=ApplyResize,verb=apply,subresource=resize,input=Resize,result=Shape

// Shape is a namespaced kind.
type Shape struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// Spec is what the shape should be.
	Spec   ShapeSpec   `json:"spec,omitempty"`
	Status ShapeStatus `json:"status,omitempty"`
}

// ShapeList is a list of Shape.
type ShapeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Shape `json:"items"`
}

// Labels is a defined map type: kept as it is, behind a pointer.
type Labels map[string]string

// Names is a defined slice type: kept as it is, behind a pointer.
type Names []string

// Phase is a defined string type.
type Phase string

// ShapeSpec has one field of each shape.
// +k8s:some-marker=true
type ShapeSpec struct {
	// Replicas is a pointer to a builtin.
	Replicas *int32 `json:"replicas,omitempty"`
	Name     string `json:"name"`
	Phase    Phase  `json:"phase,omitempty"`
	// Parts are structs with configurations: the builder takes pointers.
	Parts []Part `json:"parts,omitempty"`
	// PartPointers are pointers in the slice: kept as they are.
	PartPointers []*Part                `json:"partPointers,omitempty"`
	MaybeParts   *[]Part                `json:"maybeParts,omitempty"`
	Tags         []string               `json:"tags,omitempty"`
	Annotations  map[string]string      `json:"annotations,omitempty"`
	PartsByName  map[string]Part        `json:"partsByName,omitempty"`
	Labels       Labels                 `json:"labels,omitempty"`
	Names        Names                  `json:"names,omitempty"`
	Main         *Part                  `json:"main,omitempty"`
	Backup       Part                   `json:"backup,omitempty"`
	Started      metav1.Time            `json:"started,omitempty"`
	Size         resource.Quantity      `json:"size,omitempty"`
	Port         intstr.IntOrString     `json:"port,omitempty"`
	Selector     *metav1.LabelSelector  `json:"selector,omitempty"`
	Template     corev1.PodTemplateSpec `json:"template,omitempty"`
	Raw          runtime.RawExtension   `json:"raw,omitempty"`
	Inline       `json:",inline"`
	*Extra       `json:"extra,omitempty"`
	Ignored      string `json:"-"`
	Untagged     string
	ZZZ_Old      string `json:"zzzOld,omitempty"`
}

// Inline's fields are promoted into ShapeSpec's JSON.
type Inline struct {
	Color string `json:"color,omitempty"`
}

// Extra is embedded by pointer under its own key.
type Extra struct {
	Note string `json:"note,omitempty"`
}

// Part is reached through ShapeSpec.
type Part struct {
	Name   string `json:"name"`
	Weight *int64 `json:"weight,omitempty"`
}

// ShapeStatus is the observed state.
type ShapeStatus struct {
	Conditions []metav1.Condition `json:"conditions,omitempty"`
	Ready      bool               `json:"ready,omitempty"`
}

// Resize is the body of the resize subresource.
type Resize struct {
	metav1.TypeMeta `json:",inline"`
	Factor          int32 `json:"factor"`
}

// +genclient
// +genclient:nonNamespaced
// +genclient:noStatus

// Cluster is a cluster-scoped kind.
type Cluster struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ClusterSpec   `json:"spec,omitempty"`
	Status            ClusterStatus `json:"status,omitempty"`
}

// ClusterList is a list of Cluster.
type ClusterList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Cluster `json:"items"`
}

// ClusterSpec is the desired state.
type ClusterSpec struct {
	Zones []string `json:"zones,omitempty"`
}

// ClusterStatus is not sent by clients (+genclient:noStatus) but still reachable.
type ClusterStatus struct {
	Nodes int32 `json:"nodes,omitempty"`
}

// +genclient
// +genclient:skipVerbs=apply,applyStatus

// Frozen cannot be applied: nothing reachable only from it gets a configuration.
type Frozen struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              FrozenSpec `json:"spec,omitempty"`
}

// FrozenList is a list of Frozen.
type FrozenList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Frozen `json:"items"`
}

// FrozenSpec is reachable from Frozen only.
type FrozenSpec struct {
	Size int32 `json:"size,omitempty"`
}

// Unused is reachable from no kind.
type Unused struct {
	A string `json:"a,omitempty"`
}
