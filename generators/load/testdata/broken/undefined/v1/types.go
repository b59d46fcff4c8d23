// +groupName=example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient

// Widget has a field of a type nobody declares.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WidgetSpecc `json:"spec"`
}

// WidgetSpec is what was meant.
type WidgetSpec struct{}
