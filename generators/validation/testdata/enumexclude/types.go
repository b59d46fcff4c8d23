package enumexclude

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Valve is a root type with enum fields.
type Valve struct {
	metav1.TypeMeta `json:",inline"`

	// +k8s:optional
	State ValveState `json:"state,omitempty"`

	// +k8s:optional
	Flow *ValveFlow `json:"flow,omitempty"`

	// +k8s:optional
	Size ValveSize `json:"size,omitempty"`
}

// ValveState has values gated by options.
// +k8s:enum
type ValveState string

const (
	// Always allowed.
	ValveOpen ValveState = "Open"
	// +k8s:ifEnabled(SafeMode)=+k8s:enumExclude
	ValveForced ValveState = "Forced"
	// +k8s:ifDisabled(Throttling)=+k8s:enumExclude
	ValveThrottled ValveState = "Throttled"
	// Several conditions: those of disabled options come first.
	// +k8s:ifEnabled(SafeMode)=+k8s:enumExclude
	// +k8s:ifDisabled(Pulsing)=+k8s:enumExclude
	// +k8s:ifEnabled(Maintenance)=+k8s:enumExclude
	ValvePulsed ValveState = "Pulsed"
	// +k8s:enumExclude
	ValveLegacy ValveState = "Legacy"
	// +k8s:enumExclude
	// +k8s:ifEnabled(SafeMode)=+k8s:enumExclude
	ValveRetired ValveState = "Retired"
)

// ValveFlow has only unconditional exclusions.
// +k8s:enum
type ValveFlow string

const (
	FlowIn  ValveFlow = "In"
	FlowOut ValveFlow = "Out"
	// +k8s:enumExclude
	FlowBoth ValveFlow = "Both"
)

// ValveSize repeats a value; the constant with the longer comment wins,
// and its exclusions with it.
// +k8s:enum
type ValveSize string

const (
	// +k8s:ifEnabled(Metric)=+k8s:enumExclude
	SizeSmall ValveSize = "S"
	// The short name of the small size, kept for compatibility.
	// +k8s:ifDisabled(Metric)=+k8s:enumExclude
	SizeS     ValveSize = "S"
	SizeLarge ValveSize = "L"
)
