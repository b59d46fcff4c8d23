package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Multi in v2 has a list and a map.
// +kubebuilder:object:root=true
// +kubebuilder:storageversion
type Multi struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// Replicas of v2.
	// +kubebuilder:validation:Maximum=10
	Replicas *int32 `json:"replicas,omitempty"`
	// Ports are listed.
	// +listType=map
	// +listMapKey=name
	Ports []Port `json:"ports,omitempty"`
	// Labels, a map.
	Labels map[string]string `json:"labels,omitempty"`
	// Mode says "yes" or "no".
	// +kubebuilder:validation:Enum=yes;no
	Mode string `json:"mode,omitempty"`
}

// Port is one named port.
type Port struct {
	// Name keys the list.
	Name string `json:"name"`
	// Number is the port.
	Number int32 `json:"number"`
}
