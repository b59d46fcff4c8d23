// Package internal is no API version.
// +kubebuilder:skip
// +groupName=spec.example.com
package internal

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget would be a kind, but the package is skipped.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
