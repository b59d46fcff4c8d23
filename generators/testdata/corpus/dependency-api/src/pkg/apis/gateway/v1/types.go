package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	gwv1beta1 "sigs.k8s.io/gateway-api/apis/v1beta1"
)

// +genclient

// Gateway is a corpus kind: a chain of defined types through the
// dependency's packages, read from the module cache.
type Gateway gwv1beta1.Gateway

// GatewayList is a list of Gateway.
type GatewayList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gateway `json:"items"`
}
