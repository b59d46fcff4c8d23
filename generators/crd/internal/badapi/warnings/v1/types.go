package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +kubebuilder:resource:scope=Global,shortName=th
// +kubebuilder:printcolumn:name="Kind",type=text,JSONPath=".kind"
// +kubebuilder:storageversion

// Thing has doubtful markers upstream accepts.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
