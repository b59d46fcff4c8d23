package v2

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// WidgetSpec is the desired state.
type WidgetSpec struct {
	Replicas int32 `json:"replicas,omitempty"`
}

// WidgetStatus is the observed state.
type WidgetStatus struct {
	Replicas int32  `json:"replicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
// +kubebuilder:storageversion
// +kubebuilder:resource:shortName=wd;wdg,categories=all;widgets,scope=Cluster
// +kubebuilder:metadata:annotations="api-approved.kubernetes.io=unapproved"
// +kubebuilder:selectablefield:JSONPath=`.spec.replicas`
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// +kubebuilder:resource:path=octopi,singular=octopus,scope=Namespaced
// +kubebuilder:storageversion
// +kubebuilder:subresource:scale:specpath=.spec.count,statuspath=.status.count

// Octopus is served and stored in v2.
type Octopus struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
