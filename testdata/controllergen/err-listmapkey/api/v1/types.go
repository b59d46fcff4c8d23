package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad is the kind under test.
// +kubebuilder:object:root=true
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has broken list maps.
type BadSpec struct {
	// +listType=map
	// +listMapKey=nosuch
	A []Item `json:"a"`
	// +listType=map
	B []Item `json:"b"`
	// +listType=map
	// +listMapKey=name
	C []string `json:"c"`
}

// Item is keyed by name.
type Item struct {
	Name string `json:"name"`
}
