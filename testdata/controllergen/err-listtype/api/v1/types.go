package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad is the kind under test.
// +kubebuilder:object:root=true
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has a list of an unknown list type.
type BadSpec struct {
	// +listType=bag
	D []string `json:"d"`
	// +mapType=loose
	M map[string]string `json:"m"`
}
