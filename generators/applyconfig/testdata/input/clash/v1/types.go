package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Binding embeds Target, whose Namespace clashes with ObjectMeta's, and
// whose Name clashes too.
//
// +genclient
type Binding struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Target `json:"target"`
}

// Target names another object.
type Target struct {
	Name      string `json:"name"`
	Namespace string `json:"namespace"`
}

// Mirror has its own Namespace field, shallower than ObjectMeta's: the
// promoted selector compiles but reads the wrong field.
//
// +genclient
type Mirror struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Namespace string `json:"mirroredNamespace"`
}

// BindingList is a list of Bindings.
type BindingList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Binding `json:"items"`
}

// MirrorList is a list of Mirrors.
type MirrorList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`

	Items []Mirror `json:"items"`
}
