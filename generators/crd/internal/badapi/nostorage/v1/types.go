package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Thing has two versions and no storage version.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
