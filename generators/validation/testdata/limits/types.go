package limits

// GadgetRoot is a root type: its name ends in Root.
type GadgetRoot struct {
	Spec GadgetSpec `json:"spec"`
	// +k8s:optional
	// +k8s:alpha(since: "1.36")=+k8s:neq=0
	Count Count `json:"count,omitempty"`
}

// GadgetSpec has the limits on fields.
type GadgetSpec struct {
	// Never decreasing, after the minimum and the update check.
	// +k8s:optional
	// +k8s:minimum=1
	// +k8s:update=NoUnset
	// +k8s:alpha=+k8s:monotonic
	ObservedGeneration *int64 `json:"observedGeneration,omitempty"`
	// +k8s:optional
	// +k8s:alpha(since: "1.36")=+k8s:monotonic
	Epoch uint32 `json:"epoch,omitempty"`
	// +k8s:required
	// +k8s:alpha=+k8s:neq="default"
	Name string `json:"name"`
	// A word is a string too.
	// +k8s:optional
	// +k8s:alpha=+k8s:neq=none
	Kind *Kind `json:"kind,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:neq=-1
	Offset int32 `json:"offset,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:neq=true
	Enabled *bool `json:"enabled,omitempty"`
	// Short-circuits before optional, as maxItems.
	// +k8s:optional
	// +k8s:maxProperties=10
	// +k8s:minProperties=1
	Labels map[string]string `json:"labels,omitempty"`
	// A named key type.
	// +k8s:optional
	// +k8s:minProperties=0
	Ports map[Kind]int32 `json:"ports,omitempty"`
	// Per item.
	// +k8s:optional
	// +k8s:alpha=+k8s:eachVal=+k8s:neq=""
	Names []string `json:"names,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:eachKey=+k8s:neq="x"
	// +k8s:eachVal=+k8s:minimum=0
	Weights map[string]int32 `json:"weights,omitempty"`
	// A named map with limits of its own.
	// +k8s:optional
	Extra Extra `json:"extra,omitempty"`
}

// Kind is a named string.
type Kind string

// Count never decreases.
// +k8s:alpha=+k8s:monotonic
type Count int64

// Extra is a named map.
// +k8s:maxProperties=3
type Extra map[string]string
