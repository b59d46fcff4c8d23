/*
Copyright 2026 The CronJob Operator Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// ScheduleSpec defines the desired state of Schedule.
type ScheduleSpec struct {
	// +kubebuilder:validation:Pattern=`^[a-z]+$`
	Calendar string `json:"calendar"`
	// +optional
	Holidays []metav1.Time `json:"holidays,omitempty"`
	// +optional
	// +kubebuilder:validation:MinItems=1
	Zones [][]string `json:"zones,omitempty"`
}

// ScheduleStatus defines the observed state of Schedule.
type ScheduleStatus struct {
	// +optional
	ObservedGeneration int64 `json:"observedGeneration,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster,shortName=sch
// +kubebuilder:subresource:status
// +kubebuilder:storageversion
// +genclient
// +genclient:nonNamespaced

// Schedule is a cluster-scoped calendar the CronJobs refer to.
type Schedule struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   ScheduleSpec   `json:"spec,omitempty"`
	Status ScheduleStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// ScheduleList contains a list of Schedule.
type ScheduleList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Schedule `json:"items"`
}

// ScheduleSelector is not part of the API but still gets deep copies
// (the package asks for them), which the webhook's value type opts out of.
type ScheduleSelector struct {
	Names []string
	Match map[string]*metav1.LabelSelector
}

func init() {
	SchemeBuilder.Register(&Schedule{}, &ScheduleList{})
}
