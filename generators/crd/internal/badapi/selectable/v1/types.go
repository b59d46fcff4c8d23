// Package v1 has selectable fields the API server refuses.
// +groupName=selectable.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// ThingSpec is the spec.
type ThingSpec struct {
	Count int32          `json:"count"`
	Items []string       `json:"items,omitempty"`
	Sub   map[string]int `json:"sub,omitempty"`
}

// +kubebuilder:selectablefield:JSONPath=`.spec.count`
// +kubebuilder:selectablefield:JSONPath=`.spec.items`
// +kubebuilder:selectablefield:JSONPath=`.metadata.name`
// +kubebuilder:selectablefield:JSONPath=`.spec.cout`
// +kubebuilder:selectablefield:JSONPath=`.spec.count`
// +kubebuilder:selectablefield:JSONPath=`.spec.sub.key`

// Thing has bad selectable fields.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ThingSpec `json:"spec,omitempty"`
}
