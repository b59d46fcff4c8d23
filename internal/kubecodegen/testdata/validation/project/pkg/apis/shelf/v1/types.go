package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object

// Shelf is a kind with declarative validation.
type Shelf struct {
	metav1.TypeMeta `json:",inline"`
	// ObjectMeta's validation is not generated in meta/v1 (it is
	// read-only here), so the field is opaque.
	// +k8s:opaqueType
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec ShelfSpec `json:"spec"`
}

// ShelfSpec is what the shelf holds.
type ShelfSpec struct {
	// +k8s:optional
	// +k8s:minimum=1
	// +k8s:maximum=64
	Slots int32 `json:"slots,omitempty"`

	// +k8s:required
	// +k8s:format=k8s-short-name
	Label string `json:"label"`

	// +k8s:optional
	Finish *Finish `json:"finish,omitempty"`

	// +k8s:optional
	// +k8s:listType=map
	// +k8s:listMapKey=name
	// +k8s:maxItems=16
	Bins []Bin `json:"bins,omitempty"`

	// +k8s:optional
	// +k8s:immutable
	Owner string `json:"owner,omitempty"`
}

// Finish is a shelf's surface.
// +k8s:enum
type Finish string

const (
	// FinishOak is oak.
	FinishOak Finish = "Oak"
	// FinishPine is pine.
	FinishPine Finish = "Pine"
)

// Bin is one bin on the shelf.
type Bin struct {
	// +k8s:required
	// +k8s:maxLength=63
	Name string `json:"name"`

	// +k8s:optional
	// +k8s:minItems=1
	// +k8s:listType=set
	Tags []string `json:"tags,omitempty"`
}
