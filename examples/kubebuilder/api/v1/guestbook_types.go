/*
Copyright 2026 The kubegen authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// GuestbookSpec is the state a Guestbook asks for.
type GuestbookSpec struct {
	// Size is how many frontend replicas the guestbook runs.
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=10
	// +kubebuilder:default=1
	// +optional
	Size int32 `json:"size,omitempty"`

	// Title is shown at the top of the page.
	// +kubebuilder:validation:MinLength=1
	// +kubebuilder:validation:MaxLength=64
	Title string `json:"title"`

	// Theme is the page's colour scheme.
	// +kubebuilder:validation:Enum=light;dark
	// +optional
	Theme string `json:"theme,omitempty"`
}

// GuestbookStatus is the state the controller observed.
type GuestbookStatus struct {
	// Phase is Pending until the controller has seen the guestbook, then Ready.
	// +optional
	Phase string `json:"phase,omitempty"`

	// ObservedGeneration is the generation the controller last reconciled.
	// +optional
	ObservedGeneration int64 `json:"observedGeneration,omitempty"`

	// Conditions say how the guestbook is doing.
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:resource:shortName=gb
// +kubebuilder:printcolumn:name="Size",type=integer,JSONPath=`.spec.size`
// +kubebuilder:printcolumn:name="Phase",type=string,JSONPath=`.status.phase`
// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=`.metadata.creationTimestamp`

// Guestbook is the Schema for the guestbooks API.
type Guestbook struct {
	metav1.TypeMeta `json:",inline"`

	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty"`

	// +required
	Spec GuestbookSpec `json:"spec"`

	// +optional
	Status GuestbookStatus `json:"status,omitempty,omitzero"`
}

// +kubebuilder:object:root=true

// GuestbookList contains a list of Guestbook.
type GuestbookList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Guestbook `json:"items"`
}
