package v1beta1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +genclient:onlyVerbs=get,list,watch,create

// Policy is a test kind.
type Policy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   PolicySpec   `json:"spec,omitempty"`
	Status PolicyStatus `json:"status,omitempty"`
}

// PolicySpec is the desired state.
type PolicySpec struct {
	Size int32 `json:"size"`
}

// PolicyStatus is the observed state.
type PolicyStatus struct {
	Ready bool `json:"ready"`
}

// PolicyList is a list of Policy.
type PolicyList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Policy `json:"items"`
}
