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

// +kubebuilder:subresources:status
// +kubebuilder:printcolum:name="Age",type=date,JSONPath=".metadata.creationTimestamp"
// +kubebuilder:object:root=true
// +kubebuilder:validation:XValidation:rule="true"

// Other has misspelt CRD markers beside other tools' markers (and is no
// kind: a misspelling is worth a word wherever it is).
type Other struct {
	Name string `json:"name"`
}
