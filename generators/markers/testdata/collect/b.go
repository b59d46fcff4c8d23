package collect

// +kubebuilder:rbac:groups=bfile,resources=x,verbs=get
// +kubebuilder:validation:Minimum=4

type Inline struct {
	X int
}

// +kubebuilder:printcolumn:name=one,type=string,JSONPath=.a
type Broken string

type Trailing int // +kubebuilder:rbac:groups=typetrailing,resources=x,verbs=get

var v = 1 // +kubebuilder:rbac:groups=vartrailing,resources=x,verbs=get

func F() {}
