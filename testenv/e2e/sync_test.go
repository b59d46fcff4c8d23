package e2e

import (
	"fmt"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/widget"
)

// TestInitialSync lists a namespace of widgets: the store, the lister and
// the handler's initial adds all hold exactly the server's objects, from
// one LIST.
func TestInitialSync(t *testing.T) {
	t.Parallel()
	const n = 300
	ctx := testContext(t, 2*time.Minute)
	c := newClient(t, shared)
	ns := newNamespace(ctx, t, shared)
	createWidgets(ctx, t, c, ns, n)
	// The informer's first LIST (resourceVersion "0") is served by the
	// apiserver's watch cache, which may not have seen the last creates
	// yet; those would then arrive by watch, as non-initial adds (client-go
	// alike). Wait until the cache holds them all.
	waitFor(t, 30*time.Second, "the watch cache to hold every widget", func() bool {
		l, err := c.List(ctx, ns, metav1.ListOptions{ResourceVersion: "0"})
		return err == nil && len(l.Items) == n
	})

	i := startInformer(t, shared, ns, rt.InformerOptions[*widget.Widget]{UseWatchList: ptr(false)})

	want := serverState(ctx, t, c, ns)
	if len(want) != n {
		t.Fatalf("server holds %d widgets, want %d", len(want), n)
	}
	if got := i.storeState(); !statesEqual(got, want) {
		t.Fatalf("store after sync differs from the server: %s", diffStates(got, want))
	}
	lister := i.inf.Lister(widget.GroupResource)
	listed, err := lister.Namespace(ns).List(labels.Everything())
	if err != nil {
		t.Fatal(err)
	}
	if len(listed) != n {
		t.Fatalf("lister lists %d, want %d", len(listed), n)
	}
	w, err := lister.Namespace(ns).Get("w-0007")
	if err != nil {
		t.Fatal(err)
	}
	if w.Spec.Size != 7 || w.Spec.Color != "blue" || len(w.Spec.Tags) != 2 || w.Labels["app"] != "e2e" {
		t.Fatalf("w-0007 decoded as %+v", w)
	}

	// Handlers are fed after the store, asynchronously: wait for them.
	waitFor(t, 30*time.Second, fmt.Sprintf("%d initial adds", n), func() bool { return len(i.rec.snapshot()) >= n })
	seen := map[string]bool{}
	for _, ev := range i.rec.snapshot() {
		if ev.kind != "add" || !ev.initial {
			t.Fatalf("event %v (initial=%v), want only initial adds", ev, ev.initial)
		}
		if seen[ev.key] {
			t.Fatalf("two adds for %s", ev.key)
		}
		seen[ev.key] = true
		if want[ev.key] != ev.rv {
			t.Fatalf("add %v, server has rv %s", ev, want[ev.key])
		}
	}
	if lists, _, _ := i.probe.counts(); lists != 1 {
		t.Fatalf("%d LIST calls, want 1", lists)
	}
}

// TestEventsInOrder makes a sequence of changes to two objects and checks
// that one handler sees each, in order, with the right old and new objects:
// in arrival order across objects too (add a, add b, update a), as
// client-go v0.37's informers deliver them.
func TestEventsInOrder(t *testing.T) {
	t.Parallel()
	ctx := testContext(t, 2*time.Minute)
	c := newClient(t, shared)
	ns := newNamespace(ctx, t, shared)
	i := startInformer(t, shared, ns, rt.InformerOptions[*widget.Widget]{})

	a, err := c.Create(ctx, newWidget(ns, "a", 1))
	if err != nil {
		t.Fatal(err)
	}
	b, err := c.Create(ctx, newWidget(ns, "b", 5))
	if err != nil {
		t.Fatal(err)
	}
	a.Spec.Size = 2
	a2, err := c.Update(ctx, a)
	if err != nil {
		t.Fatal(err)
	}
	a2.Status.Phase = "Ready"
	a3, err := c.UpdateStatus(ctx, a2)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Delete(ctx, ns, "a"); err != nil {
		t.Fatal(err)
	}

	want := []event{
		{kind: "add", key: ns + "/a", rv: a.ResourceVersion, size: 1},
		{kind: "add", key: ns + "/b", rv: b.ResourceVersion, size: 5},
		{kind: "update", key: ns + "/a", rv: a2.ResourceVersion, oldRV: a.ResourceVersion, size: 2},
		{kind: "update", key: ns + "/a", rv: a3.ResourceVersion, oldRV: a2.ResourceVersion, size: 2},
		{kind: "delete", key: ns + "/a", rv: a3.ResourceVersion, size: 2},
	}
	waitFor(t, 30*time.Second, "five events", func() bool { return len(i.rec.snapshot()) >= len(want) })
	time.Sleep(200 * time.Millisecond) // let any extra event show up
	got := i.rec.snapshot()
	if len(got) != len(want) {
		t.Fatalf("events %v, want %v", got, want)
	}
	for k := range want {
		// A watch DELETED event carries the object as last stored, whose rv
		// is the deletion's; only the key and spec are certain.
		if want[k].kind == "delete" {
			if got[k].kind != "delete" || got[k].key != want[k].key || got[k].tombstone || got[k].size != 2 {
				t.Fatalf("event %d = %+v, want delete of %s", k, got[k], want[k].key)
			}
			continue
		}
		if got[k] != want[k] {
			t.Fatalf("event %d = %+v, want %+v", k, got[k], want[k])
		}
	}
	if _, ok, _ := i.inf.GetStore().GetByKey(ns + "/a"); ok {
		t.Fatal("deleted a is still in the store")
	}
}

// TestWatchListSync syncs with a streaming list: no LIST call at all, one
// WATCH asking for the initial events, and the same store a LIST gives.
func TestWatchListSync(t *testing.T) {
	t.Parallel()
	const n = 200
	ctx := testContext(t, 2*time.Minute)
	c := newClient(t, shared)
	ns := newNamespace(ctx, t, shared)
	createWidgets(ctx, t, c, ns, n)

	i := startInformer(t, shared, ns, rt.InformerOptions[*widget.Widget]{UseWatchList: ptr(true)})

	if got, want := i.storeState(), serverState(ctx, t, c, ns); !statesEqual(got, want) {
		t.Fatalf("store after watch-list sync differs from the server: %s", diffStates(got, want))
	}
	lists, watches, _ := i.probe.counts()
	if lists != 0 {
		t.Fatalf("%d LIST calls, want 0: the informer fell back to listing", lists)
	}
	if watches < 1 {
		t.Fatal("no WATCH call")
	}
	first := i.probe.watchOptions()[0]
	if first.SendInitialEvents == nil || !*first.SendInitialEvents || first.ResourceVersionMatch != "NotOlderThan" || !first.AllowWatchBookmarks {
		t.Fatalf("first watch options %+v, want sendInitialEvents=true, resourceVersionMatch=NotOlderThan, allowWatchBookmarks", first)
	}
	waitFor(t, 30*time.Second, "initial adds", func() bool { return len(i.rec.snapshot()) >= n })
	for _, ev := range i.rec.snapshot()[:n] {
		if ev.kind != "add" || !ev.initial {
			t.Fatalf("event %v (initial=%v), want only initial adds", ev, ev.initial)
		}
	}

	// And the stream goes on as a normal watch.
	if _, err := c.Create(ctx, newWidget(ns, "late", 1)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 30*time.Second, "the add of late", func() bool {
		_, ok, _ := i.inf.GetStore().GetByKey(ns + "/late")
		return ok
	})
}

func ptr[T any](v T) *T { return &v }
