package v1

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Common is embedded in specs. Its description is long enough to be cut
// at a sentence. And then some more words follow here.
// +kubebuilder:validation:XValidation:rule="has(self.replicas)",message="replicas must be set"
type Common struct {
	// Replicas is how many copies of the workload run at the same time in the cluster
	Replicas *int32 `json:"replicas,omitempty"`
	// Ratio is a float, allowed by allowDangerousTypes.
	Ratio float64 `json:"ratio"`
}

// Template holds a pod template whose metadata is embedded.
type Template struct {
	// Metadata of the pods.
	metav1.ObjectMeta `json:"metadata,omitempty"`
	// Spec of the pods.
	Spec corev1.PodSpec `json:"spec,omitempty"`
}

// OptionsSpec is the spec.
type OptionsSpec struct {
	Common `json:",inline"`
	// +kubebuilder:validation:Required
	Name string `json:"name"`
	// Averyveryveryveryveryveryveryverylongwordwithoutanyspaceatall indeed
	Word string `json:"word"`
	// Template is a pod template.
	Template corev1.PodTemplateSpec `json:"template"`
	// Own is our own template type.
	Own Template `json:"own,omitempty"`
	// Resources of the workload.
	Resources corev1.ResourceRequirements `json:"resources,omitempty"`
}

// Options uses the crd options.
// +kubebuilder:object:root=true
type Options struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec OptionsSpec `json:"spec,omitempty"`
}
