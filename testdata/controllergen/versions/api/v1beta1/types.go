package v1beta1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Engine is served in several versions.
// +kubebuilder:object:root=true
// +kubebuilder:deprecatedversion:warning="versions.corpus.example.com/v1beta1 Engine is deprecated; use v1"
// +kubebuilder:resource:shortName=eng
// +kubebuilder:printcolumn:name="HP",type=integer,JSONPath=`.spec.horsepower`
type Engine struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec EngineSpec `json:"spec,omitempty"`
}

// EngineSpec in v1beta1.
type EngineSpec struct {
	Horsepower int32 `json:"horsepower"`
}
