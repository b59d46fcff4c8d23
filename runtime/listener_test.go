package runtime

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/tools/cache"
	"k8s.io/klog/v2"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

func TestListenerRingKeepsOrderAcrossGrowthAndWrap(t *testing.T) {
	var r ring[*corev1.ConfigMap]
	next, want := 0, 0
	var got []notification[*corev1.ConfigMap]
	// Interleave pushes and pops so that the ring wraps and grows while
	// partially drained.
	for round := range 40 {
		for range round * 7 {
			r.push(notification[*corev1.ConfigMap]{key: fmt.Sprint(next)})
			next++
		}
		got = r.popInto(got[:0], round*5)
		for _, n := range got {
			if n.key != fmt.Sprint(want) {
				t.Fatalf("round %d: popped %s, want %d", round, n.key, want)
			}
			want++
		}
	}
	got = r.popInto(got[:0], 1<<30)
	for _, n := range got {
		if n.key != fmt.Sprint(want) {
			t.Fatalf("drain: popped %s, want %d", n.key, want)
		}
		want++
	}
	if want != next || r.len() != 0 {
		t.Fatalf("popped %d of %d, %d left", want, next, r.len())
	}
	for i, n := range r.buf {
		if n.key != "" {
			t.Fatalf("slot %d still holds %q after it was popped", i, n.key)
		}
	}
}

func newTestListener(h cache.TypedResourceEventHandler[*corev1.ConfigMap]) *listener[*corev1.ConfigMap] {
	return newListener[*corev1.ConfigMap](typedSink[*corev1.ConfigMap]{h}, handlerName(h), klog.Background(), "test")
}

func addN(l *listener[*corev1.ConfigMap], from, to int) {
	for i := from; i < to; i++ {
		l.add(notification[*corev1.ConfigMap]{kind: notifyAdd, obj: cmap(fmt.Sprint(i), "1")})
	}
}

func wantAdds(from, to int) []string {
	var s []string
	for i := from; i < to; i++ {
		s = append(s, fmt.Sprintf("add ns/%d 1", i))
	}
	return s
}

func TestListenerSlowHandlerDoesNotBlockOthersOrTheSender(t *testing.T) {
	checkGoroutines(t)
	slow := &eventRecorder{block: make(chan struct{})}
	fast := &eventRecorder{}
	p := newProcessor[*corev1.ConfigMap]()
	ls, lf := newTestListener(slow), newTestListener(fast)
	p.addListener(ls)
	p.addListener(lf)
	p.run()

	// The slow handler takes nothing; 10k events must still be queued at
	// once (the sender never waits) and reach the fast handler in order.
	const n = 10000
	sent := make(chan struct{})
	go func() {
		defer close(sent)
		for i := range n {
			p.distribute(notification[*corev1.ConfigMap]{kind: notifyAdd, obj: cmap(fmt.Sprint(i), "1")}, false)
		}
	}()
	select {
	case <-sent:
	case <-testkit.GiveUp(t):
		t.Fatal("distribute blocked on a handler that does not take events")
	}
	fast.waitEvents(t, wantAdds(0, n)...)
	if got := slow.len(); got != 0 {
		t.Fatalf("blocked handler recorded %d events", got)
	}
	// Let the slow handler go: it gets every event, in order.
	close(slow.block)
	slow.waitEvents(t, wantAdds(0, n)...)
	p.stop()
}

// panicky panics on the objects named in panicOn, then records the rest.
type panicky struct {
	eventRecorder
	panicOn map[string]bool
}

func (p *panicky) OnAdd(o *corev1.ConfigMap, initial bool) {
	if p.panicOn[o.Name] {
		panic("handler bug on " + o.Name)
	}
	p.eventRecorder.OnAdd(o, initial)
}

func TestListenerRecoversFromHandlerPanic(t *testing.T) {
	checkGoroutines(t)
	h := &panicky{panicOn: map[string]bool{"1": true, "4": true, "5": true}}
	l := newTestListener(h)
	l.recoverPanics = true
	l.start(&sync.WaitGroup{})
	for i := range 8 {
		l.add(notification[*corev1.ConfigMap]{kind: notifyAdd, obj: cmap(fmt.Sprint(i), "1"), initial: true})
	}
	l.setUpstreamSynced()
	h.waitEvents(t, "add ns/0 1 initial", "add ns/2 1 initial", "add ns/3 1 initial", "add ns/6 1 initial", "add ns/7 1 initial")
	// A panicking initial add still counts as delivered for HasSynced.
	infEventually(t, l.HasSynced, func() string { return "listener never synced after panics" })
	l.stop()
	<-l.ShutdownChan()
}

func TestListenerHasSyncedAfterInitialItemsDelivered(t *testing.T) {
	checkGoroutines(t)
	h := &eventRecorder{block: make(chan struct{})}
	l := newTestListener(h)
	l.start(&sync.WaitGroup{})
	for i := range 3 {
		l.add(notification[*corev1.ConfigMap]{kind: notifyAdd, obj: cmap(fmt.Sprint(i), "1"), initial: true})
	}
	if l.HasSynced() {
		t.Fatal("synced before the informer synced")
	}
	l.setUpstreamSynced()
	h.block <- struct{}{}
	h.block <- struct{}{}
	infStillTrue(t, func() bool { return !l.HasSynced() }, func() string { return "synced with one initial item undelivered" })
	if cache.IsDone(l.HasSyncedChecker()) {
		t.Fatal("checker done with one initial item undelivered")
	}
	h.block <- struct{}{}
	if !cache.WaitFor(t.Context(), "", l.HasSyncedChecker()) || !l.HasSynced() {
		t.Fatal("not synced after every initial item was delivered")
	}
	if name := l.HasSyncedChecker().Name(); name != "test + event handler github.com/kubegen/kubegen/runtime.eventRecorder" {
		t.Fatalf("checker name %q", name)
	}
	// Later, non-initial events do not matter.
	close(h.block)
	addN(l, 3, 5)
	h.waitEvents(t, "add ns/0 1 initial", "add ns/1 1 initial", "add ns/2 1 initial", "add ns/3 1", "add ns/4 1")
	l.stop()
	<-l.ShutdownChan()
}

func TestListenerStopDropsBacklogAndEndsGoroutine(t *testing.T) {
	checkGoroutines(t)
	h := &eventRecorder{block: make(chan struct{})}
	l := newTestListener(h)
	var wg sync.WaitGroup
	l.start(&wg)
	addN(l, 0, 100)
	h.block <- struct{}{} // the first event is delivered, the handler is now inside the second
	infEventually(t, func() bool { return h.len() == 1 }, func() string { return "first event not delivered" })
	l.stop()
	l.stop() // idempotent
	close(h.block)
	wg.Wait()
	<-l.ShutdownChan()
	if got := h.len(); got > 2 {
		t.Fatalf("handler got %d events after stop; at most the one in flight should finish", got)
	}
	addN(l, 100, 101) // adding to a stopped listener is dropped, not a panic
	if got := h.len(); got > 2 {
		t.Fatalf("handler got %d events", got)
	}
}

func TestListenerNeverStartedClosesShutdownOnStop(t *testing.T) {
	l := newTestListener(&eventRecorder{})
	l.stop()
	select {
	case <-l.ShutdownChan():
	default:
		t.Fatal("ShutdownChan open after stopping a listener that never ran")
	}
}

func TestListenerDeliversTombstones(t *testing.T) {
	checkGoroutines(t)
	typed := &eventRecorder{}
	var untypedGot []any
	var mu sync.Mutex
	untyped := cache.ResourceEventHandlerFuncs{DeleteFunc: func(obj any) {
		mu.Lock()
		untypedGot = append(untypedGot, obj)
		mu.Unlock()
	}}
	p := newProcessor[*corev1.ConfigMap]()
	p.addListener(newTestListener(typed))
	p.addListener(newListener[*corev1.ConfigMap](untypedSink[*corev1.ConfigMap]{untyped}, handlerName(untyped), klog.Background(), "test"))
	p.run()
	last := cmap("a", "7")
	p.distribute(notification[*corev1.ConfigMap]{kind: notifyDelete, obj: last}, false)
	p.distribute(notification[*corev1.ConfigMap]{kind: notifyDelete, obj: last, unknown: true, key: "ns/a"}, false)
	p.distribute(notification[*corev1.ConfigMap]{kind: notifyDelete, unknown: true, key: "ns/b"}, false)
	typed.waitEvents(t, "delete ns/a 7", "delete-unknown ns/a 7", "delete-unknown ns/b <nil>")
	infEventually(t, func() bool { mu.Lock(); defer mu.Unlock(); return len(untypedGot) == 3 }, func() string { return "untyped deletes missing" })
	p.stop()
	want := []any{last, cache.DeletedFinalStateUnknown{Key: "ns/a", Obj: last}, cache.DeletedFinalStateUnknown{Key: "ns/b"}}
	for i := range want {
		if untypedGot[i] != want[i] {
			t.Errorf("untyped delete %d = %#v, want %#v", i, untypedGot[i], want[i])
		}
	}
	// Named as client-go names it: by the functions' common prefix.
	if !slices.Equal([]string{handlerName(untyped)}, []string{"github.com/kubegen/kubegen/runtime.TestListenerDeliversTombstones"}) {
		t.Errorf("handler name %q", handlerName(untyped))
	}
}
