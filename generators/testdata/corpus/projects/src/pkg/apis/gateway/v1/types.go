package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient

// Gateway is a corpus kind.
type Gateway struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              GatewaySpec   `json:"spec,omitempty"`
	Status            GatewayStatus `json:"status,omitempty"`
}

// GatewaySpec is the desired state.
type GatewaySpec struct {
	Replicas *int32 `json:"replicas,omitempty"`
}

// GatewayStatus is the observed state.
type GatewayStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// GatewayList is a list of Gateway.
type GatewayList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gateway `json:"items"`
}
