package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Option is a kind whose description is long enough to be cut by
// maxDescLen: it goes on and on, over several lines, with `backquotes`,
// "double quotes" and a colon: here.
//
// A second paragraph follows a blank line.
// +kubebuilder:object:root=true
type Option struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec OptionSpec `json:"spec,omitempty"`
}

// OptionSpec has floats and an unexported field.
type OptionSpec struct {
	// Ratio is a float32: a dangerous type that needs allowDangerousTypes.
	Ratio float32 `json:"ratio,omitempty"`
	// Weight is a float64.
	Weight float64 `json:"weight,omitempty"`
	// Short.
	Short string `json:"short,omitempty"`
	// TODO: a line starting TODO is dropped from descriptions.
	// Noted keeps the rest of its comment.
	Noted string `json:"noted,omitempty"`
	// ---
	// Dashes end the description.
	Dashed string `json:"dashed,omitempty"`

	hidden string
}

// Hidden reads the unexported field, so that it is used.
func (s OptionSpec) Hidden() string { return s.hidden }
