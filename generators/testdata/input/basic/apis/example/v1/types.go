package v1

import (
	autoscalingv1 "k8s.io/api/autoscaling/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient
// +genclient:method=GetScale,verb=get,subresource=scale,result=k8s.io/api/autoscaling/v1.Scale
// +genclient:method=UpdateScale,verb=update,subresource=scale,input=k8s.io/api/autoscaling/v1.Scale,result=k8s.io/api/autoscaling/v1.Scale

// Widget is namespaced, with a status and a scale subresource.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// WidgetSpec is the desired state.
type WidgetSpec struct {
	Replicas int32  `json:"replicas"`
	Color    string `json:"color,omitempty"`
}

// WidgetStatus is the observed state.
type WidgetStatus struct {
	Ready int32 `json:"ready"`
}

// WidgetList is a list of widgets.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// +genclient
// +genclient:nonNamespaced
// +genclient:noStatus

// Gadgetry is cluster-scoped; its plural follows the -y rule.
type Gadgetry struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Status WidgetStatus `json:"status,omitempty"`
}

// GadgetryList is a list of gadgetries.
type GadgetryList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gadgetry `json:"items"`
}

// +genclient
// +genclient:readonly
// +resourceName=boxen

// Box is readonly and served under a custom resource name.
type Box struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// BoxList is a list of boxes.
type BoxList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Box `json:"items"`
}

// Keep the autoscaling import used by the package itself, as real API
// packages referencing Scale do.
var _ autoscalingv1.Scale
