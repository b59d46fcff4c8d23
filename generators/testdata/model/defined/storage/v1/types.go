// Package v1 is the storage version whose structs other versions reuse.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Gateway is the storage version's struct, with a status.
type Gateway struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            GatewayStatus `json:"status,omitempty"`
}

// GatewayStatus is the observed state.
type GatewayStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// NotAnObject lacks TypeMeta and ObjectMeta.
type NotAnObject struct {
	Name string `json:"name"`
}
