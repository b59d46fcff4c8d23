package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Box is a kind with a spec.
// +kubebuilder:object:root=true
// +kubebuilder:rbac:groups=all.corpus.example.com,resources=boxes,verbs=get
type Box struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BoxSpec `json:"spec,omitempty"`
}

// BoxSpec is the desired state.
type BoxSpec struct {
	Size int32 `json:"size,omitempty"`
}

// BoxList lists Boxes.
// +kubebuilder:object:root=true
type BoxList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Box `json:"items"`
}
