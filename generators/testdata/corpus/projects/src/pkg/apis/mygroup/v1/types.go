package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient

// Endpoints needs the Endpoints:Endpoints plural exception.
type Endpoints struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              EndpointsSpec   `json:"spec,omitempty"`
	Status            EndpointsStatus `json:"status,omitempty"`
}

// EndpointsSpec is the desired state.
type EndpointsSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// EndpointsStatus is the observed state.
type EndpointsStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// EndpointsList is a list of Endpoints.
type EndpointsList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Endpoints `json:"items"`
}

// +genclient
// +genclient:nonNamespaced

// Thing is cluster-scoped.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ThingSpec   `json:"spec,omitempty"`
	Status            ThingStatus `json:"status,omitempty"`
}

// ThingSpec is the desired state.
type ThingSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// ThingStatus is the observed state.
type ThingStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// ThingList is a list of Thing.
type ThingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Thing `json:"items"`
}

// +genclient
// +genclient:readonly

// Reader can only be read.
type Reader struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ReaderSpec   `json:"spec,omitempty"`
	Status            ReaderStatus `json:"status,omitempty"`
}

// ReaderSpec is the desired state.
type ReaderSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// ReaderStatus is the observed state.
type ReaderStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// ReaderList is a list of Reader.
type ReaderList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Reader `json:"items"`
}

// +genclient
// +genclient:noVerbs

// Silent has a client without verbs.
type Silent struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              SilentSpec   `json:"spec,omitempty"`
	Status            SilentStatus `json:"status,omitempty"`
}

// SilentSpec is the desired state.
type SilentSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// SilentStatus is the observed state.
type SilentStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// SilentList is a list of Silent.
type SilentList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Silent `json:"items"`
}

// +genclient
// +genclient:noStatus

// Plain has a Status field but no status verbs.
type Plain struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PlainSpec   `json:"spec,omitempty"`
	Status            PlainStatus `json:"status,omitempty"`
}

// PlainSpec is the desired state.
type PlainSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// PlainStatus is the observed state.
type PlainStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// PlainList is a list of Plain.
type PlainList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Plain `json:"items"`
}

// +genclient
// +resourceName=renamedthings
// +genclient:skipVerbs=deleteCollection

// Renamed is served as renamedthings.
type Renamed struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              RenamedSpec   `json:"spec,omitempty"`
	Status            RenamedStatus `json:"status,omitempty"`
}

// RenamedSpec is the desired state.
type RenamedSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// RenamedStatus is the observed state.
type RenamedStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// RenamedList is a list of Renamed.
type RenamedList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Renamed `json:"items"`
}
