package levels

type Widget struct {
	// +k8s:optional
	// +k8s:eachVal=+k8s:alpha=+k8s:format=k8s-short-name
	Labels map[string]string `json:"labels,omitempty"`
	// +k8s:optional
	// +k8s:eachKey=+k8s:beta=+k8s:maxLength=5
	Names map[string]string `json:"names,omitempty"`
	// +k8s:subfield(name)=+k8s:beta(since: "1.36")=+k8s:maxLength=20
	Part Part `json:"part"`
	// +k8s:optional
	// +k8s:alpha=+k8s:beta=+k8s:minimum=1
	Count int32 `json:"count,omitempty"`
}

// Part is the struct the subfield names.
type Part struct {
	Name string `json:"name"`
}
