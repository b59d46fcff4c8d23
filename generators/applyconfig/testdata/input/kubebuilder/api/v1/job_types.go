package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// JobSpec is the wanted state of a Job.
type JobSpec struct {
	// +kubebuilder:validation:Minimum=0
	Parallelism int32 `json:"parallelism,omitempty"`
}

// JobStatus is the observed state of a Job.
type JobStatus struct {
	Active int32 `json:"active,omitempty"`
}

// Job is a kind as kubebuilder scaffolds it.
//
// +genclient
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
type Job struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   JobSpec   `json:"spec,omitempty"`
	Status JobStatus `json:"status,omitempty"`
}

// JobList is a list of Jobs.
//
// +kubebuilder:object:root=true
type JobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Job `json:"items"`
}
