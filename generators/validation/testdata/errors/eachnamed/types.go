package eachnamed

type Widget struct {
	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=5
	Names Names `json:"names,omitempty"`
}

type Names []string
