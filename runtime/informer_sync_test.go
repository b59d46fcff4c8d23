package runtime

import (
	"errors"
	"fmt"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/tools/cache"
	testingclock "k8s.io/utils/clock/testing"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// The queue path of the run loop, driven by hand: a write before any
// list makes the informer synced at once; a later list goes through the
// queue, and its pops update the cache and the handlers.
func TestInformerQueuePathWithoutFirstListFastPath(t *testing.T) {
	checkGoroutines(t)
	inf := NewSharedIndexInformer[*corev1.ConfigMap](newFakeServer(), InformerOptions[*corev1.ConfigMap]{})
	r := &eventRecorder{}
	reg, _ := inf.AddTypedEventHandler(r)
	inf.processor.run()
	defer inf.processor.stop()
	fifo := NewDeltaFIFO(DeltaFIFOOptions[*corev1.ConfigMap]{KnownObjects: inf.indexer, EmitDeltaTypeReplaced: true})
	q := &syncSignalStore[*corev1.ConfigMap]{fifo: fifo, informer: inf.informerCore}
	pop := func() {
		t.Helper()
		if err := fifo.Pop(inf.handleDeltas); err != nil {
			t.Fatal(err)
		}
	}

	if err := q.Add(cmap("a", "1")); err != nil {
		t.Fatal(err)
	}
	if !inf.HasSynced() {
		t.Fatal("an add before any list did not sync the informer")
	}
	pop()
	if err := q.Replace([]*corev1.ConfigMap{cmap("b", "2")}, "2"); err != nil {
		t.Fatal(err)
	}
	if fifo.Len() != 2 {
		t.Fatalf("a list into a non-empty cache was not queued: %d queued", fifo.Len())
	}
	pop()
	pop()
	r.waitEvents(t, "add ns/a 1", "add ns/b 2", "delete-unknown ns/a 1")
	waitSynced(t, reg.HasSynced)
	if keys := inf.Indexer().ListKeys(); len(keys) != 1 || keys[0] != "ns/b" {
		t.Fatalf("cache keys %v", keys)
	}
	if err := q.Update(cmap("b", "3")); err != nil {
		t.Fatal(err)
	}
	if err := q.Delete(cmap("b", "4")); err != nil {
		t.Fatal(err)
	}
	if err := q.Resync(); err != nil {
		t.Fatal(err)
	}
	pop()
	r.waitEvents(t, "add ns/a 1", "add ns/b 2", "delete-unknown ns/a 1", "update ns/b 2->3", "delete ns/b 4")
}

// A first list whose keys cannot be computed fails as a whole and is
// retried; the informer syncs once a list succeeds.
func TestInformerFailedFirstListIsRetried(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""), cmap("bad", ""))
	clk := testingclock.NewFakeClock(time.Now())
	errBad := errors.New("no key for bad")
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{
		Clock: clk,
		KeyFunc: func(o *corev1.ConfigMap) (string, error) {
			if o.Name == "bad" {
				return "", errBad
			}
			return MetaNamespaceKey(o)
		},
	})
	failures := make(chan error, 100)
	inf.SetWatchErrorHandler(func(_ *cache.Reflector, err error) { failures <- err })
	r := &eventRecorder{}
	inf.AddTypedEventHandler(r)
	startInformer(t, inf)
	select {
	case err := <-failures:
		if !errors.Is(err, errBad) {
			t.Fatalf("list failed with %v, want the key error", err)
		}
	case <-testkit.GiveUp(t):
		t.Fatal("the failing list was not reported")
	}
	if inf.HasSynced() || inf.Indexer().Len() != 0 {
		t.Fatal("a failed list synced or filled the cache")
	}
	server.mu.Lock()
	delete(server.objs, "ns/bad")
	server.mu.Unlock()
	infEventually(t, func() bool { clk.Step(time.Minute); return inf.HasSynced() }, server.String)
	r.waitEvents(t, "add ns/a 1 initial")
}

// Updates that skip re-indexing (only the namespace index, whose value is
// part of the key) keep every index right, also once more indexes are added.
func TestInformerIndexesFollowUpdates(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", "", "app", "web"))
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{})
	if !inf.keyedNamespaceIndex {
		t.Fatal("default informer does not use the keyed namespace index")
	}
	startInformer(t, inf)
	waitSynced(t, inf.HasSynced)
	infEventually(t, func() bool { return server.openWatches() == 1 }, server.String)
	cached := func(index, value string) string {
		objs, err := inf.Indexer().ByTypedIndex(index, value)
		if err != nil {
			t.Fatal(err)
		}
		var s []string
		for _, o := range objs {
			s = append(s, o.Name+"@"+o.ResourceVersion)
		}
		return fmt.Sprint(s)
	}
	server.update(cmap("a", "", "app", "web"))
	infEventually(t, func() bool { return cached(NamespaceIndex, "ns") == "[a@2]" }, func() string { return cached(NamespaceIndex, "ns") })
	if err := inf.AddTypedIndexers(cache.TypedIndexers[*corev1.ConfigMap]{"app": func(o *corev1.ConfigMap) ([]string, error) {
		return []string{o.Labels["app"]}, nil
	}}); err != nil {
		t.Fatal(err)
	}
	server.update(cmap("a", "", "app", "db"))
	infEventually(t, func() bool {
		return cached("app", "db") == "[a@3]" && cached("app", "web") == "[]" && cached(NamespaceIndex, "ns") == "[a@3]"
	},
		func() string { return cached("app", "db") + cached("app", "web") + cached(NamespaceIndex, "ns") })

	custom := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{
		Indexers: cache.TypedIndexers[*corev1.ConfigMap]{NamespaceIndex: MetaNamespaceIndex[*corev1.ConfigMap]},
	})
	if custom.keyedNamespaceIndex {
		t.Error("an informer with a caller's namespace index skips re-indexing")
	}
}
