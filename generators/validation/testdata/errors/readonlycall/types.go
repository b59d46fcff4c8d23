package readonlycall

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Widget embeds ObjectMeta, whose fields carry validation tags: with
// meta/v1 read-only, upstream calls v1.Validate_ObjectMeta, which meta/v1
// does not declare.
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
