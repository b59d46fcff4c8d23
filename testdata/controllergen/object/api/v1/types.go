package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// Thing is a root object: it gets DeepCopyObject.
// +kubebuilder:object:root=true
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ThingSpec `json:"spec,omitempty"`
}

// ThingList lists Things.
// +kubebuilder:object:root=true
type ThingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Thing `json:"items"`
}

// ThingSpec has the shapes deep copies care about.
type ThingSpec struct {
	Name     string               `json:"name"`
	Ptr      *int32               `json:"ptr,omitempty"`
	List     []string             `json:"list,omitempty"`
	Map      map[string][]string  `json:"map,omitempty"`
	Children []Child              `json:"children,omitempty"`
	Time     *metav1.Time         `json:"time,omitempty"`
	Raw      runtime.RawExtension `json:"raw,omitempty"`
}

// Child is copied by value.
type Child struct {
	Labels map[string]string `json:"labels,omitempty"`
}

// NotCopied opts out.
// +kubebuilder:object:generate=false
type NotCopied struct {
	A []string
}
