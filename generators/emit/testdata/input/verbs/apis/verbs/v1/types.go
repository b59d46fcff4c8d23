package v1

import (
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient
// +genclient:skipVerbs=delete,deleteCollection,patch
// +genclient:method=Evict,verb=create,subresource=eviction,input=k8s.io/api/policy/v1.Eviction,result=k8s.io/apimachinery/pkg/apis/meta/v1.Status
// +genclient:method=ListLogs,verb=list,subresource=logs,result=GearLog
// +genclient:method=GetLog,verb=get,subresource=log,result=GearLog
// +genclient:method=CreateCopy,verb=create
// +genclient:method=ReplaceGear,verb=update
// +genclient:method=UpdateLog,verb=update,subresource=log,input=GearLog,result=GearLog
// +genclient:method=Tweak,verb=patch
// +genclient:method=GetPlain,verb=get
// +genclient:method=ListPlain,verb=list

// Gear is namespaced with a status; delete and patch are skipped, and it
// has one extension method of each shape.
type Gear struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GearSpec   `json:"spec,omitempty"`
	Status            GearStatus `json:"status,omitempty"`
}

// GearSpec is the desired state.
type GearSpec struct {
	Teeth int32 `json:"teeth"`
}

// GearStatus is the observed state.
type GearStatus struct {
	Turning bool `json:"turning"`
}

// GearList is a list of gears.
type GearList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gear `json:"items"`
}

// GearLog is what the log subresources return.
type GearLog struct {
	metav1.TypeMeta `json:",inline"`
	Lines           []string `json:"lines"`
}

// GearLogList is a list of logs.
type GearLogList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []GearLog `json:"items"`
}

var _ policyv1.Eviction

// +genclient
// +genclient:nonNamespaced
// +genclient:method=GetLog,verb=get,subresource=log,result=GearLog

// Bolt is cluster-scoped, with a status and a subresource method.
type Bolt struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            GearStatus `json:"status,omitempty"`
}

// BoltList is a list of bolts.
type BoltList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Bolt `json:"items"`
}

// +genclient
// +genclient:noVerbs

// Ghost has a typed client without methods.
type Ghost struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +genclient
// +genclient:onlyVerbs=get,create

// Nut can only be read one at a time and created: no lister, no informer.
type Nut struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +genclient
// +genclient:noStatus

// Spring has a Status field but no status subresource.
type Spring struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            GearStatus `json:"status,omitempty"`
}

// SpringList is a list of springs.
type SpringList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Spring `json:"items"`
}
