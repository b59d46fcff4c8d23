// Package collect holds marker comments in every place controller-tools
// looks, for TestUpstreamCollect.
// +groupName=example.com
// +kubebuilder:validation:Minimum=5
package collect

// +kubebuilder:rbac:groups=free,resources=a,verbs=get

import (
	// +kubebuilder:rbac:groups=import,resources=a,verbs=get
	"fmt"
)

// +kubebuilder:rbac:groups=afterimport,resources=a,verbs=get
// +test:both=one

// +kubebuilder:skip
// +kubebuilder:validation:Minimum=7
// +kubebuilder:object:root=false

//+kubebuilder:validation:Minimum=11

// Widget is a kind.
// +kubebuilder:object:root=true
// +kubebuilder:rbac:groups=godoc,resources=a,verbs=get
// +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp"
type Widget struct {
	// +kubebuilder:validation:Minimum=1

	// Size is a field.
	// +kubebuilder:default=3
	Size int `json:"size"` // +kubebuilder:validation:Minimum=99
	// +kubebuilder:validation:Enum=a;b
	Kind string
	// +kubebuilder:default={a: 1}
	Inline `json:",inline"`
	/* +kubebuilder:default=block */
	Block string

	// +kubebuilder:default=x
	A, B   string
	Nested struct {
		// +kubebuilder:default=inner
		Inner string
	}
	// +kubebuilder:default=last
}

// +kubebuilder:object:root=true
type (
	// Grouped is in parentheses.
	// +kubebuilder:subresource:status
	Grouped struct{}

	// +kubebuilder:validation:Minimum=2

	// Second is too.
	// +test:both=two
	Second int
)

// +kubebuilder:rbac:groups=core,resources=pods,verbs=list

// Reconcile does things.
// +kubebuilder:rbac:groups=dropped,resources=x,verbs=get
func Reconcile(
	// +kubebuilder:default=param
	p int,
) {
	// +kubebuilder:rbac:groups=inside,resources=x,verbs=get
	_ = fmt.Sprint(p)
	// +kubebuilder:object:root=true
	type local struct {
		// +kubebuilder:default=localfield
		F int
	}
}

// +kubebuilder:rbac:groups=beforevar,resources=x,verbs=get
// +kubebuilder:validation:Minimum=8

// +kubebuilder:rbac:groups=vardoc,resources=x,verbs=get
var x = 1

const (
	// +kubebuilder:rbac:groups=const,resources=x,verbs=get
	c1 = 1
)

type Iface interface {
	// +kubebuilder:default=method
	M()
}

// +kubebuilder:rbac:groups=trailing,resources=x,verbs=get
