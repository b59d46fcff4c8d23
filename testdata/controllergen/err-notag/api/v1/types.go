package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad is the kind under test.
// +kubebuilder:object:root=true
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has fields without json tags.
type BadSpec struct {
	// Embedded without a json tag.
	Inner
	// NoTag has no json tag at all.
	NoTag string
}

// Inner is embedded.
type Inner struct {
	A string `json:"a,omitempty"`
}
