package opt

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Lax: every field is optional unless it says otherwise.
// +kubebuilder:object:root=true
type Lax struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec Fields `json:"spec"`
}

// Fields has one field per way of saying required.
type Fields struct {
	Plain string `json:"plain"`
	// +required
	Required string `json:"required"`
	// +kubebuilder:validation:Required
	KubebuilderRequired string `json:"kubebuilderRequired"`
	// +k8s:required
	K8sRequired string `json:"k8sRequired"`
	// +required
	// +optional
	Both string `json:"both"`
}
