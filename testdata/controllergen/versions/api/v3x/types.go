package v3x

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Engine is served in several versions.
// +kubebuilder:object:root=true
// +kubebuilder:resource:shortName=eng
type Engine struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec EngineSpec `json:"spec,omitempty"`
}

// EngineSpec in v3x.
type EngineSpec struct {
	Power int64 `json:"power"`
	Turbo bool  `json:"turbo,omitempty"`
}
