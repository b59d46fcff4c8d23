package eachargs

type Widget struct {
	// +k8s:optional
	// +k8s:eachVal=+k8s:maxLength=5
	Names []string `json:"names,omitempty"`
}
