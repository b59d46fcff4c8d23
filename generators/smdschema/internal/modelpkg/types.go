package modelpkg

import (
	"encoding/json"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Gadget is a kind named by the package's model package.
// +genclient
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GadgetSpec `json:"spec"`
}

// GadgetSpec refers to a type with a model package of its own.
type GadgetSpec struct {
	Color string `json:"color,omitempty"`
	Part  *Part  `json:"part,omitempty"`
}

// Part overrides its package's model package.
// +k8s:openapi-model-package=io.example.parts
type Part struct {
	Size int32 `json:"size,omitempty"`
}

// The methods openapi-gen's model-name generator writes for the tags
// above (here by hand: this package must not depend on a generator).

// OpenAPIModelName is the scheme's name of Gadget.
func (Gadget) OpenAPIModelName() string { return "io.example.modelpkg.v1.Gadget" }

// OpenAPIModelName names GadgetSpec.
func (GadgetSpec) OpenAPIModelName() string { return "io.example.modelpkg.v1.GadgetSpec" }

// OpenAPIModelName names Part.
func (Part) OpenAPIModelName() string { return "io.example.parts.Part" }

// SchemeGroupVersion is the group version of Gadget.
var SchemeGroupVersion = schema.GroupVersion{Group: "models.example.com", Version: "v1"}

// AddToScheme registers Gadget.
func AddToScheme(s *runtime.Scheme) error {
	s.AddKnownTypes(SchemeGroupVersion, &Gadget{})
	metav1.AddToGroupVersion(s, SchemeGroupVersion)
	return nil
}

// DeepCopyObject implements runtime.Object through JSON (a test fixture).
func (in *Gadget) DeepCopyObject() runtime.Object {
	b, err := json.Marshal(in)
	if err != nil {
		panic(err)
	}
	out := &Gadget{}
	if err := json.Unmarshal(b, out); err != nil {
		panic(err)
	}
	return out
}
