package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// WidgetSpec is the desired state.
type WidgetSpec struct {
	// Replicas is how many.
	Replicas int32 `json:"replicas,omitempty"`
	// Ports are the ports.
	Ports []Port `json:"ports,omitempty"`
}

// Port is one port.
type Port struct {
	Name string `json:"name"`
	Port int32  `json:"port"`
}

// WidgetStatus is the observed state.
type WidgetStatus struct {
	Phase    string `json:"phase,omitempty"`
	Replicas int32  `json:"replicas,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Phase",type=string,JSONPath=`.status.phase`,description="the phase",priority=1
// +kubebuilder:printcolumn:name="First port",type=integer,JSONPath=".spec.ports[0].port",format=int32
// +kubebuilder:printcolumn:name="Age",type=date,JSONPath=".metadata.creationTimestamp"
// +kubebuilder:resource:shortName=wd;wdg,categories=all;widgets,scope=Cluster
// +kubebuilder:deprecatedversion:warning="spec.example.com/v1 Widget is deprecated; use v2"
// +kubebuilder:selectablefield:JSONPath=`.spec.replicas`
// +kubebuilder:metadata:annotations="api-approved.kubernetes.io=unapproved",annotations="example.com/x=y=z",labels="tier=api"

// Widget is a widget.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// +kubebuilder:object:root=true

// WidgetList is a list of widgets.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// Gadget has no markers at all: a kind all the same, namespaced, named
// from its kind.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +kubebuilder:resource:path=octopi,singular=octopus,scope=Namespaced
// +kubebuilder:unservedversion

// Octopus has an irregular plural, given, and is not served in v1.
type Octopus struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Policy is pluralized by controller-gen's rules (policies).
// +kubebuilder:printcolumn:name="Ready",type=boolean,JSONPath=`.status.conditions[?(@.type=="Ready")].status`
type Policy struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            PolicyStatus `json:"status,omitempty"`
}

// PolicyStatus holds conditions.
type PolicyStatus struct {
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

// NotAKind embeds a pointer to ObjectMeta, which does not count.
type NotAKind struct {
	metav1.TypeMeta    `json:",inline"`
	*metav1.ObjectMeta `json:"metadata,omitempty"`
}
