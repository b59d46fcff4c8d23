package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
type Foo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              FooSpec `json:"spec,omitempty"`
}

type FooSpec struct {
	Size int32 `json:"size,omitempty"`
}

// +genclient
type Bar struct {
	metav1.TypeMeta `json:",inline"`
	Name            string `json:"name,omitempty"`
}
