// Package nogroup has no +groupName.
package nogroup

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Thing is a kind of the empty group.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
