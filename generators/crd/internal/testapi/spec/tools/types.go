// Package tools is another group: its Widget is a CRD of its own.
// +groupName=tools.example.com
package tools

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:resource:scope=Cluster

// Widget of the tools group.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
