package minlengthzero

// NoteRoot is a root type: its name ends in Root.
type NoteRoot struct {
	// +k8s:optional
	// +k8s:minLength=0
	Title string `json:"title"`
	// +k8s:optional
	// +k8s:alpha=+k8s:minLength=0
	Subtitle *string `json:"subtitle,omitempty"`
	// +k8s:optional
	// +k8s:minLength=-3
	Body string `json:"body"`
	// Only the maximum is checked.
	// +k8s:optional
	// +k8s:minLength=0
	// +k8s:maxLength=64
	Summary string `json:"summary"`
	// Under eachVal or eachKey it is an error (testdata/errors/each).
	// +k8s:optional
	// +k8s:eachVal=+k8s:minLength=1
	Attrs map[string]string `json:"attrs,omitempty"`
	// +k8s:subfield(name)=+k8s:minLength=0
	Author Author `json:"author"`
	// Kind's tag makes no call: the field needs no +k8s:optional.
	Kind Kind `json:"kind"`
}

type Author struct {
	Name string `json:"name"`
}

// No function: its one tag makes no call.
// +k8s:minLength=0
type Kind string
