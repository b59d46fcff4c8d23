package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Endpoints keeps its plural through the default plural exception.
type Endpoints struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// EndpointsList is a list of Endpoints.
type EndpointsList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Endpoints `json:"items"`
}
