package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Engine is served in several versions.
// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +kubebuilder:resource:shortName=eng
// +kubebuilder:printcolumn:name="Power",type=integer,JSONPath=`.spec.power`
// +kubebuilder:subresource:status
// +kubebuilder:selectablefield:JSONPath=`.spec.fuel`
type Engine struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec EngineSpec `json:"spec,omitempty"`
}

// EngineSpec in v1.
type EngineSpec struct {
	Power int32  `json:"power"`
	Fuel  string `json:"fuel,omitempty"`
}
