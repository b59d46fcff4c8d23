package enumexclude

// +k8s:enum
type Color string

const (
	// +k8s:required
	Red Color = "Red"
	// +k8s:ifEnabled=+k8s:enumExclude
	Green Color = "Green"
	// +k8s:ifDisabled(Paint)=+k8s:minimum=1
	Blue Color = "Blue"
	// +k8s:enumExclude=yes
	Black Color = "Black"
)

type Palette struct {
	// +k8s:optional
	Main Color `json:"main,omitempty"`
}
