package samplecontroller

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient

// Foo is a corpus kind.
type Foo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              FooSpec   `json:"spec,omitempty"`
	Status            FooStatus `json:"status,omitempty"`
}

// FooSpec is the desired state.
type FooSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// FooStatus is the observed state.
type FooStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// FooList is a list of Foo.
type FooList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Foo `json:"items"`
}
