package vsubfieldtype

// Widget's type tag puts a level inside a subfield's chain, which
// upstream's lint refuses.
// +k8s:subfield(count)=+k8s:alpha=+k8s:minimum=1
type Widget struct {
	// +k8s:optional
	Count int `json:"count"`
}
