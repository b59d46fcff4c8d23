package runtime

import (
	"context"
	"testing"

	corev1 "k8s.io/api/core/v1"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// The transform owns the decoded object: it may edit its maps in place, so
// sharing must come after it, or one object's edit would show in another.
func TestInformerSharesMapsOnlyAfterTheTransform(t *testing.T) {
	srv := newFakeServer(
		cmap("a", "1", "app", "x", "drop", "me"),
		cmap("b", "1", "app", "x", "drop", "me"),
		cmap("c", "1", "app", "x", "drop", "me"),
	)
	inf := NewSharedIndexInformer[*corev1.ConfigMap](srv, InformerOptions[*corev1.ConfigMap]{})
	if err := inf.SetTypedTransform(func(o *corev1.ConfigMap) (*corev1.ConfigMap, error) {
		if o.Name == "b" {
			delete(o.Labels, "drop")
		}
		return o, nil
	}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go inf.RunWithContext(ctx)
	infEventually(t, inf.HasSynced, func() string { return "not synced" })
	get := func(name string) *corev1.ConfigMap {
		o, ok := inf.Indexer().Lookup("ns/" + name)
		if !ok {
			t.Fatalf("ns/%s is not cached", name)
		}
		return o
	}
	a, b, c := get("a"), get("b"), get("c")
	if len(a.Labels) != 2 || len(c.Labels) != 2 || len(b.Labels) != 1 {
		t.Fatalf("labels a=%v b=%v c=%v; the transform's edit of b leaked", a.Labels, b.Labels, c.Labels)
	}
	if !testkit.SameMap(a.Labels, c.Labels) {
		t.Errorf("the cache does not share a's and c's equal labels")
	}
	// A watched object shares with the listed ones too.
	d := srv.create(cmap("d", "", "app", "x", "drop", "me"))
	infEventually(t, func() bool { _, ok := inf.Indexer().Lookup("ns/d"); return ok }, func() string { return "d not cached" })
	if got := get(d.Name); !testkit.SameMap(got.Labels, a.Labels) {
		t.Errorf("a watched object does not share the listed objects' labels")
	}
}
