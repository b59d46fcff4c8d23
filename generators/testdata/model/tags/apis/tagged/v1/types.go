package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +genclient
// +genclient:noVerbs
// +genclient:method=Frob,verb=get

// NoVerbs has no typed methods.
type NoVerbs struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            string `json:"status"`
}

// NoVerbsList is a list.
type NoVerbsList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []NoVerbs `json:"items"`
}

// +genclient
// +genclient:readonly
// +genclient:onlyVerbs=create

// ReadCreate is readonly plus create.
type ReadCreate struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            string `json:"status"`
}

// ReadCreateList is a list.
type ReadCreateList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []ReadCreate `json:"items"`
}

// +genclient
// +genclient:skipVerbs=watch,patch

// NoWatch has no informer.
type NoWatch struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            string `json:"status"`
}

// NoWatchList is a list.
type NoWatchList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []NoWatch `json:"items"`
}

// +genclient
// +genclient:skipVerbs=get

// NoGet has no lister.
type NoGet struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            string `json:"status"`
}

// NoGetList is a list.
type NoGetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []NoGet `json:"items"`
}

// +genclient
// +genclient:method=ApplyScale,verb=apply,subresource=scale
// +genclient:method=Evict,verb=create,subresource=eviction,input=Eviction,result=k8s.io/apimachinery/pkg/apis/meta/v1.Status

// Methods has extension methods.
type Methods struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            string `json:"status"`
}

// MethodsList is a list.
type MethodsList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Methods `json:"items"`
}

// Eviction is an extension input.
type Eviction struct{}

// Helper has no +genclient; --included-types-overrides can still select it.
type Helper struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            string `json:"status"`
}

// HelperList is a list.
type HelperList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Helper `json:"items"`
}

// +genclient

// An unrelated comment block stands between the tag and Far.

// Far is two comment blocks below its tag, which therefore does not apply
// (upstream reads only the doc comment and the block just above it).
type Far struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            string `json:"status"`
}

// FarList is a list.
type FarList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Far `json:"items"`
}
