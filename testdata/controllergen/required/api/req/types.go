package req

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Strict: every field is required unless it says otherwise.
// +kubebuilder:object:root=true
type Strict struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec Fields `json:"spec"`
}

// Fields has one field per way of saying required or optional.
type Fields struct {
	Plain string `json:"plain"`
	// Omitempty fields are optional.
	Omitted string `json:"omitted,omitempty"`
	// Omitzero fields are optional too.
	Zero Small `json:"zero,omitzero"`
	// +optional
	Optional string `json:"optional"`
	// +kubebuilder:validation:Optional
	KubebuilderOptional string `json:"kubebuilderOptional"`
	// +k8s:optional
	K8sOptional string `json:"k8sOptional"`
	// +required
	RequiredOmitempty string `json:"requiredOmitempty,omitempty"`
	// +kubebuilder:validation:Required
	KubebuilderRequired string `json:"kubebuilderRequired,omitempty"`
	// +k8s:required
	K8sRequired string `json:"k8sRequired,omitempty"`
	// +k8s:required
	K8sRequiredList []string `json:"k8sRequiredList,omitempty"`
	// +k8s:required
	K8sRequiredMap map[string]string `json:"k8sRequiredMap,omitempty"`
	// +k8s:required
	K8sRequiredInt int32 `json:"k8sRequiredInt,omitempty"`
	// +k8s:required
	// +kubebuilder:validation:MinLength=3
	K8sRequiredMin string  `json:"k8sRequiredMin,omitempty"`
	Pointer        *string `json:"pointer"`
	// Small is inlined: its fields join this object.
	Small `json:",inline"`
	// Skipped is not serialized.
	Skipped string `json:"-"`
}

// Small is inlined into Fields.
type Small struct {
	Inlined string `json:"inlined"`
	// +optional
	InlinedOptional string `json:"inlinedOptional"`
}
