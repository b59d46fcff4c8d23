package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Patched has a schema the manifest does not have yet.
// +kubebuilder:object:root=true
type Patched struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec PatchedSpec `json:"spec,omitempty"`
}

// PatchedSpec is the new schema.
type PatchedSpec struct {
	// Size is new.
	// +kubebuilder:validation:Minimum=1
	Size int32 `json:"size"`
	// Name is documented at length so that maxDescLen has something to cut.
	Name string `json:"name,omitempty"`
}
