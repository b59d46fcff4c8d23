package v2alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Engine is served in several versions.
// +kubebuilder:object:root=true
// +kubebuilder:skipversion
type Engine struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec EngineSpec `json:"spec,omitempty"`
}

// EngineSpec in v2alpha1.
type EngineSpec struct {
	Ignored string `json:"ignored"`
}
