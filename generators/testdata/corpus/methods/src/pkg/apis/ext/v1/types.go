package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient
// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
// +genclient:method=UpdateScale,verb=update,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale
// +genclient:method=CreateEviction,verb=create,subresource=eviction,input=Eviction,result=Eviction
// +genclient:method=ListAll,verb=list
// +genclient:method=PatchStatusX,verb=patch
// +genclient:method=GetPlain,verb=get
// +genclient:method=CreateCopy,verb=create
// +genclient:method=UpdateCopy,verb=update
// +genclient:method=ApplyExtended,verb=apply
// +genclient:method=ApplyScaleSub,verb=apply,subresource=scale

// Scalable is a corpus kind.
type Scalable struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ScalableSpec   `json:"spec,omitempty"`
	Status            ScalableStatus `json:"status,omitempty"`
}

// ScalableSpec is the desired state.
type ScalableSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// ScalableStatus is the observed state.
type ScalableStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// ScalableList is a list of Scalable.
type ScalableList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Scalable `json:"items"`
}

// +genclient
// +genclient:nonNamespaced
// +genclient:method=ApplyTuning,verb=apply,subresource=tuning

// Knob is a corpus kind.
type Knob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              KnobSpec `json:"spec,omitempty"`
}

// KnobSpec is the desired state.
type KnobSpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// KnobList is a list of Knob.
type KnobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Knob `json:"items"`
}

// Eviction is a subresource body.
type Eviction struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
