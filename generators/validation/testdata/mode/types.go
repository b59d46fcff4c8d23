package mode

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Gate is a root type whose fields depend on its kind.
type Gate struct {
	metav1.TypeMeta `json:",inline"`

	Spec GateSpec `json:"spec"`

	// +k8s:optional
	Switch *Switch `json:"switch,omitempty"`
}

// GateKind is the discriminator's named string type.
type GateKind string

// GateSpec's rules are all beta, so the default forbidden is too.
type GateSpec struct {
	// +k8s:beta(since: "1.37")=+k8s:optional
	// +k8s:beta(since: "1.37")=+k8s:ifMode("Timed")=+k8s:required
	Timer *Timer `json:"timer,omitempty"`

	// +k8s:beta(since: "1.37")=+k8s:required
	// +k8s:beta(since: "1.37")=+k8s:modeDiscriminator
	Kind GateKind `json:"kind"`

	// Rules for several modes, one of them twice, short-circuiting after
	// the other; levels differ, so the default forbidden is unmarked.
	// +k8s:optional
	// +k8s:ifMode("Named")=+k8s:maxLength=16
	// +k8s:ifMode("Named")=+k8s:required
	// +k8s:beta=+k8s:ifMode("Timed")=+k8s:optional
	Label *string `json:"label,omitempty"`

	// +k8s:optional
	// +k8s:ifMode("Named")=+k8s:optional
	Aliases []string `json:"aliases,omitempty"`

	// +k8s:optional
	// +k8s:ifMode("Named")=+k8s:required
	Tags map[string]string `json:"tags,omitempty"`

	// A value field is passed by address.
	// +k8s:optional
	// +k8s:ifMode(mode: "Timed")=+k8s:minimum=1
	// +k8s:ifMode("Named")=+k8s:ifEnabled(NamedSeconds)=+k8s:minimum=10
	// +k8s:ifMode("Named")=+k8s:ifDisabled(NamedSeconds)=+k8s:required
	Seconds int32 `json:"seconds,omitempty"`

	// A pointer to a struct without pointers compares with ==.
	// +k8s:optional
	// +k8s:ifMode("Timed")=+k8s:optional
	Window *Window `json:"window,omitempty"`
}

// Timer is not comparable with ==.
type Timer struct {
	After *int64 `json:"after,omitempty"`
}

// Window is comparable with ==.
type Window struct {
	From int32 `json:"from"`
	To   int32 `json:"to"`
}

// Switch has two modalities, one chosen by a bool.
type Switch struct {
	// +k8s:required
	// +k8s:modeDiscriminator(modality: "power")
	On bool `json:"on"`

	// +k8s:optional
	// +k8s:modeDiscriminator(modality: "color")
	Color string `json:"color"`

	// +k8s:optional
	// +k8s:ifMode(modality: "power", mode: "true")=+k8s:required
	Level *int32 `json:"level,omitempty"`

	// +k8s:optional
	// +k8s:ifMode(modality: "color", mode: "red")=+k8s:minimum=600
	// +k8s:ifMode(modality: "color", mode: "blue")=+k8s:maximum=500
	Wavelength *int32 `json:"wavelength,omitempty"`
}
