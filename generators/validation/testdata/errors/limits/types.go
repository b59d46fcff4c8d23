package limits

type Widget struct {
	// +k8s:optional
	// +k8s:alpha=+k8s:monotonic
	Name string `json:"name,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:monotonic=5
	Count int32 `json:"count,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:neq=1
	Ratio float64 `json:"ratio,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:neq=5
	Label string `json:"label,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:neq
	Size int64 `json:"size,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:neq="a"
	Labels map[string]string `json:"labels,omitempty"`
	// +k8s:optional
	// +k8s:maxProperties=2
	Items []string `json:"items,omitempty"`
	// +k8s:optional
	// +k8s:maxProperties=-1
	Negative map[string]string `json:"negative,omitempty"`
	// +k8s:optional
	// +k8s:minProperties=100001
	Huge map[string]string `json:"huge,omitempty"`
	// +k8s:optional
	// +k8s:minProperties="3"
	Quoted map[string]string `json:"quoted,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:eachVal=+k8s:monotonic
	Steps []int32 `json:"steps,omitempty"`
	// +k8s:optional
	// +k8s:alpha=+k8s:neq=yes
	On *bool `json:"on,omitempty"`
}
