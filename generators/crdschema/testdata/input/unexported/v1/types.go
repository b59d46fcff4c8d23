// Package v1 has unexported fields with json names, which go vet flags
// (so it lives in testdata) and controller-gen writes.
// +groupName=unexported.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// HiddenSpec has unexported fields.
type HiddenSpec struct {
	// Shown is exported.
	Shown string `json:"shown"`
	// secret is unexported but has a json name: controller-gen writes it.
	secret string `json:"secret,omitempty"`
	// count is unexported and required.
	count  int32  `json:"count"`
	hidden string `json:"-"`
}

// Hidden is the kind.
// +kubebuilder:object:root=true
type Hidden struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec HiddenSpec `json:"spec,omitempty"`
}
