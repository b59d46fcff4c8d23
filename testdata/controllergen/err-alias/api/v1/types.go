// +groupName=erralias.corpus.example.com
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Bad has fields of alias types controller-gen cannot write.
type Bad struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BadSpec `json:"spec,omitempty"`
}

// BadSpec has the fields.
type BadSpec struct {
	List  ListAlias `json:"list,omitempty"`
	Map   MapAlias  `json:"map,omitempty"`
	Ptr   PtrAlias  `json:"ptr,omitempty"`
	Named NamedList `json:"named,omitempty"`
}

// ListAlias is an alias of a list.
type ListAlias = []string

// MapAlias is an alias of a map.
type MapAlias = map[string]string

// PtrAlias is an alias of a pointer.
type PtrAlias = *string

// Names is a named list.
type Names []string

// NamedList is an alias of a named list.
type NamedList = Names
