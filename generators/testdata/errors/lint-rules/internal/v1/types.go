package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Gizmo embeds TypeMeta without a json tag, so upstream does not count it
// as a versioned API type.
type Gizmo struct {
	metav1.TypeMeta
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// GizmoList is a list of Gizmo.
type GizmoList struct {
	metav1.TypeMeta
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gizmo `json:"items"`
}
