package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Topo exercises the topology markers.
// +kubebuilder:object:root=true
type Topo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec TopoSpec `json:"spec,omitempty"`
}

// TopoSpec has a field per marker.
type TopoSpec struct {
	// +listType=atomic
	Atomic []string `json:"atomic,omitempty"`
	// +listType=set
	Set []string `json:"set,omitempty"`
	// +listType=map
	// +listMapKey=name
	Map []Entry `json:"map,omitempty"`
	// +listType=map
	// +listMapKey=name
	// +listMapKey=protocol
	MultiKey []Entry `json:"multiKey,omitempty"`
	// +k8s:listType=map
	// +k8s:listMapKey=name
	K8sMap []Entry `json:"k8sMap,omitempty"`
	// +k8s:listType=set
	K8sSet []int32 `json:"k8sSet,omitempty"`
	// TypedList takes its list type from its type.
	TypedList Names `json:"typedList,omitempty"`

	// +mapType=granular
	Granular map[string]string `json:"granular,omitempty"`
	// +mapType=atomic
	AtomicMap map[string]string `json:"atomicMap,omitempty"`

	// +structType=atomic
	AtomicStruct Entry `json:"atomicStruct,omitempty"`
	// +structType=granular
	GranularStruct Entry `json:"granularStruct,omitempty"`
	// TypedStruct takes its struct type from its type.
	TypedStruct Frozen `json:"typedStruct,omitempty"`
}

// Entry is a list item keyed by name (and protocol).
type Entry struct {
	Name string `json:"name"`
	// +kubebuilder:default=TCP
	Protocol string `json:"protocol"`
	Port     int32  `json:"port,omitempty"`
}

// Names is a list type with its own list type.
// +listType=set
type Names []string

// Frozen is replaced as a whole.
// +structType=atomic
type Frozen struct {
	A string `json:"a,omitempty"`
}
