/*
Copyright 2026 The CronJob Operator Authors.

Licensed under the Apache License, Version 2.0 (the "License").
*/

package v1

import (
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// CronJobSpec defines the desired state of CronJob.
type CronJobSpec struct {
	// The schedule in Cron format, see https://en.wikipedia.org/wiki/Cron.
	// +kubebuilder:validation:MinLength=0
	// +required
	Schedule string `json:"schedule"`

	// Optional deadline in seconds for starting the job if it misses scheduled
	// time for any reason.
	// +kubebuilder:validation:Minimum=0
	// +optional
	StartingDeadlineSeconds *int64 `json:"startingDeadlineSeconds,omitempty"`

	// How to treat concurrent executions of a Job.
	// +optional
	// +kubebuilder:default:=Allow
	ConcurrencyPolicy ConcurrencyPolicy `json:"concurrencyPolicy,omitempty"`

	// This flag tells the controller to suspend subsequent executions.
	// +optional
	Suspend *bool `json:"suspend,omitempty"`

	// Specifies the job that will be created when executing a CronJob.
	// +required
	JobTemplate batchv1.JobTemplateSpec `json:"jobTemplate"`

	// The number of successful finished jobs to retain.
	// +kubebuilder:validation:Minimum=0
	// +optional
	SuccessfulJobsHistoryLimit *int32 `json:"successfulJobsHistoryLimit,omitempty"`

	// The number of failed finished jobs to retain.
	// +kubebuilder:validation:Minimum=0
	// +optional
	FailedJobsHistoryLimit *int32 `json:"failedJobsHistoryLimit,omitempty"`

	// Resources caps what one run may use.
	// +optional
	Resources map[corev1.ResourceName]resource.Quantity `json:"resources,omitempty"`

	// MaxSurge is a count or a percentage.
	// +kubebuilder:validation:XIntOrString
	// +optional
	MaxSurge *intstr.IntOrString `json:"maxSurge,omitempty"`

	// Labels are added to every Job.
	// +optional
	Labels map[string]string `json:"labels,omitempty"`

	// Tags group runs by name.
	// +optional
	Tags map[string][]string `json:"tags,omitempty"`

	// Windows are the hours runs may start in.
	// +listType=atomic
	// +optional
	Windows []Window `json:"windows,omitempty"`

	// Notify is called after each run.
	// +optional
	Notify *Notification `json:"notify,omitempty"`

	// Extra is passed to the jobs as is.
	// +kubebuilder:pruning:PreserveUnknownFields
	// +kubebuilder:validation:Schemaless
	// +optional
	Extra runtime.RawExtension `json:"extra,omitempty"`

	// Hosts are where the jobs may run.
	// +optional
	Hosts HostList `json:"hosts,omitempty"`

	// Retry is the retry policy.
	// +optional
	Retry `json:",inline"`
}

// ConcurrencyPolicy describes how the job will be handled.
// Only one of the following concurrent policies may be specified.
// If none of the following policies is specified, the default one
// is AllowConcurrent.
// +kubebuilder:validation:Enum=Allow;Forbid;Replace
type ConcurrencyPolicy string

const (
	// AllowConcurrent allows CronJobs to run concurrently.
	AllowConcurrent ConcurrencyPolicy = "Allow"

	// ForbidConcurrent forbids concurrent runs.
	ForbidConcurrent ConcurrencyPolicy = "Forbid"

	// ReplaceConcurrent cancels currently running job and replaces it with a new one.
	ReplaceConcurrent ConcurrencyPolicy = "Replace"
)

// Window is a range of hours.
type Window struct {
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:Maximum=23
	From int32 `json:"from"`
	// +kubebuilder:validation:Minimum=0
	// +kubebuilder:validation:Maximum=23
	To int32 `json:"to"`
	// +optional
	Days []string `json:"days,omitempty"`
}

// Notification says whom to tell.
type Notification struct {
	// +kubebuilder:validation:Format=uri
	URL string `json:"url"`
	// +optional
	Headers map[string]string `json:"headers,omitempty"`
	// +optional
	Secret *corev1.SecretKeySelector `json:"secret,omitempty"`
}

// HostList is a named slice.
type HostList []string

// Retry is embedded in the spec.
type Retry struct {
	// +kubebuilder:validation:Minimum=0
	// +optional
	Attempts *int32 `json:"attempts,omitempty"`
	// +optional
	Backoff *metav1.Duration `json:"backoff,omitempty"`
}

// CronJobStatus defines the observed state of CronJob.
type CronJobStatus struct {
	// A list of pointers to currently running jobs.
	// +optional
	// +listType=atomic
	// +kubebuilder:validation:MaxItems=10
	Active []corev1.ObjectReference `json:"active,omitempty"`

	// Information when was the last time the job was successfully scheduled.
	// +optional
	LastScheduleTime *metav1.Time `json:"lastScheduleTime,omitempty"`

	// conditions represent the current state of the CronJob resource.
	// +listType=map
	// +listMapKey=type
	// +optional
	Conditions []metav1.Condition `json:"conditions,omitempty"`

	// Runs counts runs by outcome.
	// +optional
	Runs map[string]*RunCount `json:"runs,omitempty"`
}

// RunCount is a counter.
type RunCount struct {
	Count int64 `json:"count"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Schedule",type=string,JSONPath=`.spec.schedule`
// +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp"
// +genclient

// CronJob is the Schema for the cronjobs API.
type CronJob struct {
	metav1.TypeMeta `json:",inline"`

	// metadata is a standard object metadata
	// +optional
	metav1.ObjectMeta `json:"metadata,omitempty,omitzero"`

	// spec defines the desired state of CronJob
	// +required
	Spec CronJobSpec `json:"spec"`

	// status defines the observed state of CronJob
	// +optional
	Status CronJobStatus `json:"status,omitempty,omitzero"`
}

// +kubebuilder:object:root=true

// CronJobList contains a list of CronJob.
type CronJobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []CronJob `json:"items"`
}

// cronJobRef is unexported: neither generator copies it.
type cronJobRef struct {
	Name string
}

var _ = cronJobRef{}

func init() {
	SchemeBuilder.Register(&CronJob{}, &CronJobList{})
}
