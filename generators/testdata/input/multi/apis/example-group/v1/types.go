package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Thing is a test kind.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   ThingSpec   `json:"spec,omitempty"`
	Status ThingStatus `json:"status,omitempty"`
}

// ThingSpec is the desired state.
type ThingSpec struct {
	Size int32 `json:"size"`
}

// ThingStatus is the observed state.
type ThingStatus struct {
	Ready bool `json:"ready"`
}

// ThingList is a list of Thing.
type ThingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Thing `json:"items"`
}

// +genclient
// +genclient:nonNamespaced

// Endpoints is a test kind.
type Endpoints struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   EndpointsSpec   `json:"spec,omitempty"`
	Status EndpointsStatus `json:"status,omitempty"`
}

// EndpointsSpec is the desired state.
type EndpointsSpec struct {
	Size int32 `json:"size"`
}

// EndpointsStatus is the observed state.
type EndpointsStatus struct {
	Ready bool `json:"ready"`
}

// EndpointsList is a list of Endpoints.
type EndpointsList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Endpoints `json:"items"`
}
