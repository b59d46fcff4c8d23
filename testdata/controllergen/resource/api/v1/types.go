package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Gizmo is cluster-scoped with every resource option.
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster,shortName=gz;gzm,categories=all;corpus,singular=gizmo,path=gizmoes
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
// +kubebuilder:printcolumn:name="Replicas",type=integer,JSONPath=`.spec.replicas`,description="Wanted replicas"
// +kubebuilder:printcolumn:name="Ready",type=string,JSONPath=".status.conditions[?(@.type==\"Ready\")].status"
// +kubebuilder:printcolumn:name="Size",type=string,JSONPath=`.spec.size`,format=byte,priority=1
// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=`.metadata.creationTimestamp`
// +kubebuilder:metadata:annotations="corpus.example.com/owner=team-a",annotations="corpus.example.com/tier=gold"
// +kubebuilder:metadata:labels="app.kubernetes.io/part-of=corpus"
// +kubebuilder:selectablefield:JSONPath=`.spec.size`
// +kubebuilder:externalDocs:url="https://example.com/gizmo"
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GizmoSpec   `json:"spec,omitempty"`
	Status GizmoStatus `json:"status,omitempty"`
}

// GizmoSpec is what the user wants.
type GizmoSpec struct {
	Replicas int32  `json:"replicas"`
	Size     string `json:"size,omitempty"`
}

// GizmoStatus is what the controller saw.
type GizmoStatus struct {
	Replicas   int32              `json:"replicas"`
	Selector   string             `json:"selector,omitempty"`
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// GizmoList is a list of Gizmos.
// +kubebuilder:object:root=true
type GizmoList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gizmo `json:"items"`
}

// Doohickey is a namespaced kind with defaults only and a scale
// subresource without a selector.
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Namespaced
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas
type Doohickey struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GizmoSpec   `json:"spec,omitempty"`
	Status GizmoStatus `json:"status,omitempty"`
}

// Ignored is no root type (no +kubebuilder:object:root): it gets no CRD.
type Ignored struct {
	A string `json:"a"`
}
