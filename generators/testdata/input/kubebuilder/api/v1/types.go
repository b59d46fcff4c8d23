package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// CronJob is a test kind.
type CronJob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   CronJobSpec   `json:"spec,omitempty"`
	Status CronJobStatus `json:"status,omitempty"`
}

// CronJobSpec is the desired state.
type CronJobSpec struct {
	Size int32 `json:"size"`
}

// CronJobStatus is the observed state.
type CronJobStatus struct {
	Ready bool `json:"ready"`
}

// CronJobList is a list of CronJob.
type CronJobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []CronJob `json:"items"`
}
