package each

type Widget struct {
	// +k8s:optional
	// +k8s:eachKey=+k8s:format=k8s-short-name
	Names []string `json:"names,omitempty"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:format=k8s-short-name
	Name string `json:"name,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:eachVal=+k8s:format=k8s-short-name
	Labels map[string]string `json:"labels,omitempty"`
}

type Gadget struct {
	// +k8s:optional
	// +k8s:eachVal=+k8s:minLength=0
	Names []string `json:"names,omitempty"`
	// +k8s:optional
	// +k8s:eachKey=+k8s:ifEnabled(F)=+k8s:minLength=-1
	Labels map[string]string `json:"labels,omitempty"`
}
