package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// ThingSpec is the spec.
type ThingSpec struct {
	Replicas int32 `json:"replicas,omitempty"`
}

// +kubebuilder:printcolumn:name="Replicas",type=integer,JSONPath=".spec.replica"
// +kubebuilder:printcolumn:name="Name",type=string,JSONPath=".metadata.nam"
// +kubebuilder:printcolumn:name="Phase",type=string,JSONPath=".status.phase"
// +kubebuilder:printcolumn:name="Prio",type=string,JSONPath=".spec.replicas",priority=high
// +kubebuilder:printcolumn:name="Missing",type=string
// +kubebuilder:resource:shortname=th
// +kubebuilder:metadata:annotations="no-value"
// +kubebuilder:subresource:status:extra=1

// Thing has bad markers.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ThingSpec `json:"spec,omitempty"`
}
