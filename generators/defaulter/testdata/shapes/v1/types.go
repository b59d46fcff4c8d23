package v1

import (
	"github.com/kubegen/kubegen/generators/defaulter/testdata/shapes/other"
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Mode is a named string with a default of its own: a *Mode field without
// a +default takes it.
// +default="Fast"
type Mode string

const (
	ModeFast Mode = "Fast"
	ModeSlow Mode = "Slow"
)

// DefaultReplicas is referred to by a ref(...) default.
const DefaultReplicas int32 = 3

// Names is a named slice.
type Names []string

// Labels is a named map.
type Labels map[string]string

// Widget has a field of every shape.
type Widget struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ObjectMeta

	Spec   WidgetSpec
	Status *WidgetStatus

	Items    []Item
	PtrItems []*Item
	// The values' defaulters are never called (a warning).
	ByName map[string]Item
	Array  [2]Item
	Ptr    *Item
	Names  Names
	Labels Labels
}

// WidgetSpec holds the +default shapes.
type WidgetSpec struct {
	// +default="hello"
	Greeting string
	// +default=5
	Count int32
	// +default=true
	Enabled bool
	// +default=2.5
	Ratio float64
	// +default="x"
	PtrString *string
	// +default=7
	PtrInt *int32
	// +default="deep"
	PtrPtr **string
	// A zero default changes nothing: no code.
	// +default=0
	Zero int
	// +default=""
	Empty string
	// Mode has no +default of its own; only pointers take the type's.
	Mode Mode
	// *Mode takes Mode's +default.
	PtrMode *Mode
	// +default=ref(ModeSlow)
	RefMode Mode
	// +default=ref(DefaultReplicas)
	Replicas *int32
	// +default=ref(k8s.io/api/core/v1.ProtocolUDP)
	Protocol corev1.Protocol
	// +default=ref(k8s.io/api/core/v1.ProtocolSCTP)
	PtrProtocol *corev1.Protocol
	// +default={"a": "b"}
	Map map[string]string
	// +default=["one", "two"]
	List []string
	// +default={"name": "default"}
	Sub *Sub
	// Items of a slice of a named type with a +default.
	Modes []Mode
	// Values of a map of a named type with a +default.
	ModeByName map[string]Mode
	// Pointer items.
	PtrModes []*Mode
	// A recursive type.
	Tree Node
}

// Sub is a struct with a default of its own inside.
type Sub struct {
	// +default="sub"
	Name string
}

// Node is recursive.
type Node struct {
	// +default=1
	Weight   int
	Children []Node
	Next     *Node
}

// WidgetStatus is defaulted by hand.
type WidgetStatus struct {
	Phase string
}

// Item has a base defaulter and an additional one.
type Item struct {
	Name string
	Sub  Sub
}

// Covered has a defaulter that covers its fields: they are not walked.
type Covered struct {
	metav1.TypeMeta
	Items []Item
}

// WidgetList is a list: its items' object defaulter is called.
type WidgetList struct {
	metav1.TypeMeta
	metav1.ListMeta
	Items []Widget
}

// +k8s:defaulter-gen=true

// Tagged has no TypeMeta but asks for an object defaulter.
type Tagged struct {
	Item Item
}

// +k8s:defaulter-gen=false

// OptedOut has TypeMeta but opts out.
type OptedOut struct {
	metav1.TypeMeta
	Item Item
}

// Plain has TypeMeta and nothing to default: no defaulter.
type Plain struct {
	metav1.TypeMeta
	Name string
}

// Manual has an object defaulter written by hand.
type Manual struct {
	metav1.TypeMeta
	Item Item
}

// unexported has TypeMeta but is not exported: no defaulter.
type unexported struct {
	metav1.TypeMeta
	Item Item
}

// Outer reaches a Manual: it calls the hand-written object defaulter.
type Outer struct {
	metav1.TypeMeta
	Manual Manual
	Peer   other.PeerDefaulted
}

var _ = unexported{}
