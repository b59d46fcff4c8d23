package e2e

import (
	"fmt"
	"strconv"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/util/sets"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

// TestWatchDropResumes breaks the informer's watch and keeps it closed
// while objects change: the informer watches again from its last
// resourceVersion and catches up from the watch alone, without a LIST.
func TestWatchDropResumes(t *testing.T) {
	t.Parallel()
	ctx := testContext(t, 2*time.Minute)
	c := newClient(t, shared)
	ns := newNamespace(ctx, t, shared)
	createWidgets(ctx, t, c, ns, 20)
	i := startInformer(t, shared, ns, rt.InformerOptions[*widget.Widget]{UseWatchList: ptr(false)})

	// One event through the first watch, so that its end is not mistaken
	// for a watch that failed at once (which would relist).
	first, err := c.Create(ctx, newWidget(ns, "first", 1))
	if err != nil {
		t.Fatal(err)
	}
	waitFor(t, 30*time.Second, "the add of first", func() bool { return len(i.rec.snapshot()) == 21 })

	_, watchesBefore, _ := i.probe.counts()
	i.probe.hold()
	for k := range 5 {
		if err := c.Delete(ctx, ns, fmt.Sprintf("w-%04d", k)); err != nil {
			t.Fatal(err)
		}
	}
	for k := 5; k < 10; k++ {
		w, err := c.Get(ctx, ns, fmt.Sprintf("w-%04d", k))
		if err != nil {
			t.Fatal(err)
		}
		w.Spec.Size += 100
		if _, err := c.Update(ctx, w); err != nil {
			t.Fatal(err)
		}
	}
	during, err := c.Create(ctx, newWidget(ns, "during", 1))
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
	if got := len(i.rec.snapshot()); got != 21 {
		t.Fatalf("%d events while the watch was held, want 21: the hold leaks", got)
	}
	i.probe.release()

	want := serverState(ctx, t, c, ns)
	waitFor(t, 30*time.Second, "the store to catch up", func() bool { return statesEqual(i.storeState(), want) })
	lists, watches, _ := i.probe.counts()
	if lists != 1 {
		t.Fatalf("%d LIST calls, want 1: the informer relisted instead of resuming the watch", lists)
	}
	if watches <= watchesBefore {
		t.Fatalf("no new WATCH after the drop")
	}
	// The resumed watch starts where the first one ended: at first's
	// resourceVersion (or a later bookmark), before the changes made while
	// disconnected. resourceVersions are opaque to clients but etcd
	// revisions here, so the test may compare them.
	resumed := i.probe.watchOptions()[watchesBefore]
	if rv := atoi(t, resumed.ResourceVersion); rv < atoi(t, first.ResourceVersion) || rv >= atoi(t, during.ResourceVersion) {
		t.Fatalf("resumed watch from resourceVersion %q, want one in [%s, %s)", resumed.ResourceVersion, first.ResourceVersion, during.ResourceVersion)
	}
	waitFor(t, 30*time.Second, "11 more events", func() bool { return len(i.rec.snapshot()) >= 32 })
	evs := i.rec.snapshot()[21:]
	if len(evs) != 11 {
		t.Fatalf("events after the drop: %v, want 5 deletes, 5 updates, 1 add", evs)
	}
	for k, ev := range evs {
		want := "delete"
		switch {
		case k >= 10:
			want = "add"
		case k >= 5:
			want = "update"
		}
		if ev.kind != want || ev.tombstone {
			t.Fatalf("event %d after the drop = %+v, want a %s from the watch", k, ev, want)
		}
	}
}

// TestRelistAfterCompaction holds the informer's watch closed while objects
// are deleted, updated and created, compacts etcd, and lets the watch
// resume: it gets 410 Gone, the informer relists, and the deletions it
// missed reach handlers as DeletedFinalStateUnknown tombstones.
//
// The apiserver runs without its watch cache: with it, watches are served
// from the cache's own window of events, which compacting etcd leaves
// intact, so the old resourceVersion would still be valid.
func TestRelistAfterCompaction(t *testing.T) {
	t.Parallel()
	env := testenv.StartForTestWith(t, testenv.Options{DisableWatchCache: true})
	ctx := testContext(t, 3*time.Minute)
	if err := env.InstallCRDs(ctx, widget.CRD()); err != nil {
		t.Fatal(err)
	}
	c := newClient(t, env)
	ns := newNamespace(ctx, t, env)
	createWidgets(ctx, t, c, ns, 50)
	i := startInformer(t, env, ns, rt.InformerOptions[*widget.Widget]{UseWatchList: ptr(false)})

	if _, err := c.Create(ctx, newWidget(ns, "first", 1)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 30*time.Second, "the add of first", func() bool { return len(i.rec.snapshot()) == 51 })

	i.probe.hold()
	deleted := sets.New[string]()
	for k := range 10 {
		name := fmt.Sprintf("w-%04d", k)
		if err := c.Delete(ctx, ns, name); err != nil {
			t.Fatal(err)
		}
		deleted.Insert(ns + "/" + name)
	}
	updated := sets.New[string]()
	for k := 10; k < 15; k++ {
		w, err := c.Get(ctx, ns, fmt.Sprintf("w-%04d", k))
		if err != nil {
			t.Fatal(err)
		}
		w.Spec.Size = 1000
		if _, err := c.Update(ctx, w); err != nil {
			t.Fatal(err)
		}
		updated.Insert(ns + "/" + w.Name)
	}
	created := sets.New[string]()
	for k := range 5 {
		w, err := c.Create(ctx, newWidget(ns, fmt.Sprintf("new-%d", k), 1))
		if err != nil {
			t.Fatal(err)
		}
		created.Insert(ns + "/" + w.Name)
	}
	if err := env.CompactEtcd(ctx); err != nil {
		t.Fatal(err)
	}
	i.probe.release()

	want := serverState(ctx, t, c, ns)
	waitFor(t, 60*time.Second, "the store to match the server after the relist", func() bool {
		return statesEqual(i.storeState(), want)
	})
	lists, _, gone := i.probe.counts()
	if gone == 0 {
		t.Fatal("the resumed watch never got 410 Gone; the test did not test a relist after compaction")
	}
	if lists < 2 {
		t.Fatalf("%d LIST calls, want a relist after 410", lists)
	}

	waitFor(t, 30*time.Second, "20 more events", func() bool { return len(i.rec.snapshot()) >= 71 })
	tombstones, updates, adds := sets.New[string](), sets.New[string](), sets.New[string]()
	for _, ev := range i.rec.snapshot()[51:] {
		switch {
		case ev.kind == "delete" && ev.tombstone:
			tombstones.Insert(ev.key)
		case ev.kind == "update" && ev.rv != ev.oldRV:
			if ev.size != 1000 {
				t.Errorf("update %v has size %d, want 1000", ev, ev.size)
			}
			updates.Insert(ev.key)
		case ev.kind == "add":
			adds.Insert(ev.key)
		case ev.kind == "update":
			// A relist delivers unchanged objects as updates with equal
			// resourceVersions (resyncs); they are expected.
		default:
			t.Errorf("unexpected event after the relist: %+v", ev)
		}
	}
	if !tombstones.Equal(deleted) {
		t.Errorf("tombstones for %v, want exactly %v", sets.List(tombstones), sets.List(deleted))
	}
	if !updates.Equal(updated) {
		t.Errorf("updates for %v, want %v", sets.List(updates), sets.List(updated))
	}
	if !adds.Equal(created) {
		t.Errorf("adds for %v, want %v", sets.List(adds), sets.List(created))
	}
}

func atoi(t *testing.T, rv string) int64 {
	t.Helper()
	n, err := strconv.ParseInt(rv, 10, 64)
	if err != nil {
		t.Fatalf("resourceVersion %q: %v", rv, err)
	}
	return n
}
