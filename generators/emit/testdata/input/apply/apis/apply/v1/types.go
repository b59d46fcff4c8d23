package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +genclient:method=ApplyExtended,verb=apply
// +genclient:method=ApplyScale,verb=apply,subresource=scale

// Frob is namespaced with a status: it gets Apply and ApplyStatus, and two
// apply extension methods (on the object and on a subresource).
type Frob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              FrobSpec   `json:"spec,omitempty"`
	Status            FrobStatus `json:"status,omitempty"`
}

// FrobSpec is the desired state.
type FrobSpec struct {
	Size  int32  `json:"size,omitempty"`
	Color string `json:"color,omitempty"`
}

// FrobStatus is the observed state.
type FrobStatus struct {
	Ready bool `json:"ready,omitempty"`
}

// FrobList is a list of frobs.
type FrobList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Frob `json:"items"`
}

// +genclient
// +genclient:nonNamespaced
// +genclient:onlyVerbs=get,apply
// +genclient:method=ApplyTuning,verb=apply,subresource=tuning

// Knob is cluster-scoped and can only be read and applied: a client with
// Apply but without List.
type Knob struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
