package byvalue

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Root struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:optional
	ByKey map[string]Counts `json:"byKey,omitempty"`

	// +k8s:optional
	Named CountsByName `json:"named,omitempty"`

	// +k8s:optional
	// +k8s:eachVal=+k8s:opaqueType
	Skipped map[string]Counts `json:"skipped,omitempty"`
}

// +k8s:minimum=1
type Count int32

// Counts has validations: its items', iterated in its function.
type Counts []Count

// CountsByName's function iterates its values.
type CountsByName map[string]Counts
