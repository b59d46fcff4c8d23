// Package widget is a hand-written CRD type for the runtime's end-to-end
// tests and benchmarks: Widget in test.kubegen.io/v1, namespaced, with a
// status subresource. It stands in for generated code until the generators
// produce their own examples, so it is written the way generated types are.
package widget

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

const (
	// GroupName is the API group of Widget.
	GroupName = "test.kubegen.io"
	// Version is the only served and stored version.
	Version = "v1"
	// Resource is the plural resource name.
	Resource = "widgets"
	// Kind is the object kind; ListKind the list kind.
	Kind     = "Widget"
	ListKind = "WidgetList"
)

// SchemeGroupVersion is test.kubegen.io/v1.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: Version}

// GroupResource is test.kubegen.io's widgets, for listers and errors.
var GroupResource = schema.GroupResource{Group: GroupName, Resource: Resource}

// Widget is a namespaced test object.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// WidgetSpec is the desired state.
type WidgetSpec struct {
	// Size is any number; tests bump it to make updates.
	Size int64 `json:"size,omitempty"`
	// Color is free text; benchmarks fill it to give objects a realistic size.
	Color string `json:"color,omitempty"`
	// Tags are free-form values, to exercise slices in DeepCopy.
	Tags []string `json:"tags,omitempty"`
}

// WidgetStatus is the observed state, written through the status subresource.
type WidgetStatus struct {
	ObservedSize int64  `json:"observedSize,omitempty"`
	Phase        string `json:"phase,omitempty"`
}

// WidgetList is a list of Widgets.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Widget `json:"items"`
}
