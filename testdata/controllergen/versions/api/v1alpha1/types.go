package v1alpha1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Engine is served in several versions.
// +kubebuilder:object:root=true
// +kubebuilder:deprecatedversion
// +kubebuilder:unservedversion
// +kubebuilder:resource:shortName=eng
type Engine struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec EngineSpec `json:"spec,omitempty"`
}

// EngineSpec in v1alpha1.
type EngineSpec struct {
	Power string `json:"power"`
}
