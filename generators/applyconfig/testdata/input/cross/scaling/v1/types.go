package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Scale is the scale subresource of another group's kind.
type Scale struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ScaleSpec `json:"spec,omitempty"`
}

// ScaleSpec is the wanted size.
type ScaleSpec struct {
	Replicas int32 `json:"replicas,omitempty"`
}

// Autoscaler is the group's own kind; it does not apply (so nothing of
// this package is reachable from it), which leaves Scale to the other
// package's extension.
//
// +genclient
// +genclient:skipVerbs=apply,applyStatus
type Autoscaler struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// AutoscalerList is a list of Autoscalers.
type AutoscalerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Autoscaler `json:"items"`
}
