package runtime

import (
	"testing"

	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	corelisters "k8s.io/client-go/listers/core/v1"
)

// Lister List calls over 10,000 objects in 50 namespaces, ours beside
// client-go's generated lister on the same objects: everything, one label
// value (a tenth), and one namespace through the namespace index.
func BenchmarkListerList(b *testing.B) {
	ours, theirs := newBenchIndexers(benchItems(benchObjects))
	oursL := NewLister(ours, schema.GroupResource{Resource: "configmaps"})
	theirsL := corelisters.NewConfigMapLister(theirs)
	selective := labels.SelectorFromSet(labels.Set{"app": "3"})
	cases := []struct {
		name   string
		ours   func() (int, error)
		theirs func() (int, error)
	}{
		{"everything",
			func() (int, error) { l, err := oursL.List(labels.Everything()); return len(l), err },
			func() (int, error) { l, err := theirsL.List(labels.Everything()); return len(l), err }},
		{"selector",
			func() (int, error) { l, err := oursL.List(selective); return len(l), err },
			func() (int, error) { l, err := theirsL.List(selective); return len(l), err }},
		{"namespace",
			func() (int, error) { l, err := oursL.Namespace("ns7").List(labels.Everything()); return len(l), err },
			func() (int, error) { l, err := theirsL.ConfigMaps("ns7").List(labels.Everything()); return len(l), err }},
	}
	for _, c := range cases {
		for _, side := range []struct {
			name string
			list func() (int, error)
		}{{"kubegen", c.ours}, {"client-go", c.theirs}} {
			b.Run(c.name+"/"+side.name, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if n, err := side.list(); err != nil || n == 0 {
						b.Fatalf("List = %d objects, %v", n, err)
					}
				}
			})
		}
	}
}
