package v1

import (
	"testing"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"

	"github.com/kubegen/kubegen/generators/defaulter/testdata/shapes/other"
)

// Run by TestGeneratedDefaultersRun with the generated file overlaid: the
// defaulters set what the tags say, through the scheme too.
func TestDefaults(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := RegisterDefaults(scheme); err != nil {
		t.Fatal(err)
	}
	list := &WidgetList{Items: []Widget{{
		Status:   &WidgetStatus{},
		Items:    []Item{{}},
		PtrItems: []*Item{nil, {Name: "kept"}},
		Ptr:      &Item{},
		Spec:     WidgetSpec{Modes: []Mode{"", ModeSlow}, ModeByName: map[string]Mode{"a": ""}, Count: 9},
	}}}
	scheme.Default(list)
	w := list.Items[0]
	s := w.Spec
	check := func(what string, got, want any) {
		t.Helper()
		if got != want {
			t.Errorf("%s = %v, want %v", what, got, want)
		}
	}
	check("Greeting", s.Greeting, "hello")
	check("Count (set, kept)", s.Count, int32(9))
	check("Enabled", s.Enabled, true)
	check("Ratio", s.Ratio, 2.5)
	check("PtrString", *s.PtrString, "x")
	check("PtrInt", *s.PtrInt, int32(7))
	check("PtrPtr", **s.PtrPtr, "deep")
	check("Mode (no default of its own)", s.Mode, Mode(""))
	check("PtrMode", *s.PtrMode, ModeFast)
	check("RefMode", s.RefMode, ModeSlow)
	check("Replicas", *s.Replicas, DefaultReplicas)
	check("Protocol", s.Protocol, corev1.ProtocolUDP)
	check("PtrProtocol", *s.PtrProtocol, corev1.ProtocolSCTP)
	check("Map", s.Map["a"], "b")
	check("List", len(s.List), 2)
	check("Sub", s.Sub.Name, "default")
	check("Modes[0]", s.Modes[0], ModeFast)
	check("Modes[1]", s.Modes[1], ModeSlow)
	check("ModeByName", s.ModeByName["a"], ModeFast)
	check("Tree.Weight", s.Tree.Weight, 1)
	check("Status.Phase", w.Status.Phase, "Pending")
	check("Items[0].Name", w.Items[0].Name, "item")
	check("Items[0].Sub.Name", w.Items[0].Sub.Name, "sub")
	check("PtrItems[1].Name", w.PtrItems[1].Name, "kept")
	check("PtrItems[1].Sub.Name", w.PtrItems[1].Sub.Name, "sub")
	check("Ptr.Name", w.Ptr.Name, "item")

	outer := &Outer{}
	SetObjectDefaults_Outer(outer)
	check("Outer.Peer.Name", outer.Peer.Name, "peer")
	check("Outer.Manual.Item.Name", outer.Manual.Item.Name, "item")
	var _ other.PeerDefaulted
}
