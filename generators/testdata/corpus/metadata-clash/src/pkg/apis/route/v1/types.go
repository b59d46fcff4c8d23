package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +genclient
// +genclient:noStatus

// Route is a corpus kind embedding a struct whose fields Kind and
// Namespace have the names of fields TypeMeta and ObjectMeta promote: the
// promoted selectors route.Kind and route.Namespace are ambiguous.
type Route struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	BackendRef `json:"backend"`
}

// BackendRef names the object a route sends to.
type BackendRef struct {
	Kind      string `json:"kind"`
	Namespace string `json:"namespace,omitempty"`
	Port      int32  `json:"port,omitempty"`
}

// RouteList is a list of Route.
type RouteList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Route `json:"items"`
}
