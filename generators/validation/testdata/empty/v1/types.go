package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget is selected by its TypeMeta field.
type Widget struct {
	metav1.TypeMeta `json:",inline"`
	// Meta is skipped: +k8s:opaqueType stops the walk.
	// +k8s:opaqueType
	Meta metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec        `json:"spec"`
	Items  []string          `json:"items,omitempty"`
	Labels map[string]string `json:"labels,omitempty"`
	Parts  []Part            `json:"parts,omitempty"`
	Size   *int32            `json:"size,omitempty"`
	Raw    [][]byte          `json:"raw,omitempty"`
}

// WidgetSpec is reached from Widget.
type WidgetSpec struct {
	Replicas int32 `json:"replicas"`
	// Children makes the type recursive.
	Children []WidgetSpec `json:"children,omitempty"`
}

// Part is a named string.
type Part string

// WidgetList embeds ListMeta, so it is not selected.
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// Skipped opts out.
// +k8s:validation-gen=false
type Skipped struct {
	metav1.TypeMeta `json:",inline"`
	Pair            [2]string
}
