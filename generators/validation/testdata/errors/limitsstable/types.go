package limitsstable

type Widget struct {
	// +k8s:optional
	// +k8s:monotonic
	Count int32 `json:"count,omitempty"`
	// +k8s:optional
	// +k8s:beta=+k8s:neq=3
	Size int32 `json:"size,omitempty"`
	// +k8s:optional
	// +k8s:eachVal=+k8s:neq="x"
	Names []string `json:"names,omitempty"`
}
