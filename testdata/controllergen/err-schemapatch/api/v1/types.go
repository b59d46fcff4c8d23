// Package v1 declares Broken, whose manifest has a version without a
// string name.
// +groupName=errpatch.corpus.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Broken is a kind.
// +kubebuilder:object:root=true
type Broken struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
