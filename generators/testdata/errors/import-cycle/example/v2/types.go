package v2

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	v1 "github.com/kubegen/kubegen/generators/testdata/errors/import-cycle/example/v1"
)

// Spec refers back to the v1 package.
type Spec struct {
	Owner *v1.Widget `json:"owner,omitempty"`
}

// +genclient

// Gizmo is a kind of v2, so that the package is a valid input but for the cycle.
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// GizmoList is a list of gizmos.
type GizmoList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gizmo `json:"items"`
}
