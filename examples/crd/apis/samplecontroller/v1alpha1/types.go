package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient
// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
// +genclient:method=UpdateScale,verb=update,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Foo asks for a number of replicas of a Bar. Its controller reports, in
// the status, whether the Bar exists and which generation it has seen.
type Foo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   FooSpec   `json:"spec"`
	Status FooStatus `json:"status,omitempty"`
}

// FooSpec is the desired state of a Foo.
type FooSpec struct {
	// BarName names the cluster-scoped Bar this Foo runs.
	BarName string `json:"barName"`
	// Replicas is how many copies are wanted; the scale subresource reads
	// and writes it.
	Replicas *int32 `json:"replicas,omitempty"`
}

// FooPhase is the summary of a Foo's state.
type FooPhase string

const (
	// FooPending means the Bar the Foo names does not exist (yet).
	FooPending FooPhase = "Pending"
	// FooReady means the Bar exists and the status reflects the spec.
	FooReady FooPhase = "Ready"
)

// FooStatus is the observed state of a Foo, written by its controller
// through the status subresource.
type FooStatus struct {
	// ObservedGeneration is the metadata.generation the controller last
	// reconciled.
	ObservedGeneration int64 `json:"observedGeneration,omitempty"`
	// Phase summarises the state.
	Phase FooPhase `json:"phase,omitempty"`
	// Replicas is the replica count the controller acted on; the scale
	// subresource reports it.
	Replicas int32 `json:"replicas,omitempty"`
	// Message explains the phase.
	Message string `json:"message,omitempty"`
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// FooList is a list of Foos.
type FooList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Foo `json:"items"`
}

// +genclient
// +genclient:nonNamespaced
// +genclient:noStatus
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Bar is a cluster-scoped template that Foos in any namespace refer to.
type Bar struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BarSpec `json:"spec"`
}

// BarSpec describes a Bar.
type BarSpec struct {
	// Image is what a Foo of this Bar would run.
	Image string `json:"image"`
}

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// BarList is a list of Bars.
type BarList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Bar `json:"items"`
}
