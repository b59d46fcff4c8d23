package typelint

type Widget struct {
	// +k8s:optional
	Name Name `json:"name,omitempty"`
	Spec Spec `json:"spec"`
}

// An alpha tag in a stable package, outside +k8s:alpha.
// +k8s:neq="x"
type Name string

// A level nested under another tag.
// +k8s:ifEnabled(F)=+k8s:alpha=+k8s:validateFalse="spec"
type Spec struct {
	Size int32 `json:"size"`
}
