package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// GadgetSpec is the desired state.
type GadgetSpec struct {
	// Size must be between 1 and 10.
	// +kubebuilder:validation:Minimum=1
	// +kubebuilder:validation:Maximum=10
	Size int32 `json:"size"`
	// Color is one of red and blue.
	// +kubebuilder:validation:Enum=red;blue
	// +optional
	Color string `json:"color,omitempty"`
}

// GadgetStatus is the observed state.
type GadgetStatus struct {
	Phase string `json:"phase,omitempty"`
}

// +kubebuilder:subresource:status
// +kubebuilder:resource:shortName=gdg,scope=Namespaced
// +kubebuilder:printcolumn:name="Size",type=integer,JSONPath=`.spec.size`

// Gadget is a test kind.
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GadgetSpec   `json:"spec"`
	Status GadgetStatus `json:"status,omitempty"`
}
