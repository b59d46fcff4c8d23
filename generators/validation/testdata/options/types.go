package options

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Scaler is a root type whose bounds depend on options.
type Scaler struct {
	metav1.TypeMeta `json:",inline"`

	// A validator with an argument is wrapped in a function literal; the
	// level marks the IfOption call.
	// +k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:ifEnabled(ScaleToZero)=+k8s:minimum=0
	// +k8s:beta(since: "1.37")=+k8s:ifDisabled(ScaleToZero)=+k8s:minimum=1
	Floor *int32 `json:"floor,omitempty"`

	// One without arguments is passed by name; the option may be quoted.
	// +k8s:optional
	// +k8s:ifDisabled("LongNames")=+k8s:format=k8s-short-name
	// +k8s:ifEnabled(LongNames)=+k8s:maxLength=253
	Name string `json:"name,omitempty"`

	// Short-circuiting validators keep short-circuiting under an option.
	// +k8s:ifEnabled(Strict)=+k8s:required
	// +k8s:ifDisabled(Strict)=+k8s:optional
	// +k8s:maxItems=4
	Hosts []string `json:"hosts,omitempty"`

	// +k8s:optional
	Mode ScalerMode `json:"mode,omitempty"`

	// +k8s:optional
	// +k8s:alpha=+k8s:ifEnabled(Ceilings)=+k8s:maximum=100
	Ceiling int64 `json:"ceiling,omitempty"`

	// A wrapped call's comment is written before it.
	// +k8s:optional
	// +k8s:ifEnabled(CustomLabels)=+k8s:customValidation
	Label string `json:"label,omitempty"`

	// +k8s:ifEnabled(Defaults)=+k8s:optional
	// +default=3
	Retries *int32 `json:"retries,omitempty"`

	// Under +k8s:eachVal, IfOption is itself wrapped per item.
	// +k8s:optional
	// +k8s:eachVal=+k8s:ifEnabled(ShortPorts)=+k8s:format=k8s-short-name
	// +k8s:eachVal=+k8s:ifDisabled(ShortPorts)=+k8s:maxLength=63
	Ports []string `json:"ports,omitempty"`

	// +k8s:optional
	// +k8s:eachKey=+k8s:ifEnabled(ShortKeys)=+k8s:maxLength=8
	Notes map[string]string `json:"notes,omitempty"`
}

// ScalerMode's own validation is gated too.
// +k8s:ifEnabled(ModeNames)=+k8s:format=k8s-long-name
// +k8s:ifDisabled(ModeNames)=+k8s:maxLength=16
type ScalerMode string
