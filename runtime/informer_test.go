package runtime

// Shared informer tests, by item of docs/runtime.md:
//
//	R22 TestInformerTurnsDeltasIntoEventsAfterUpdatingTheCache, TestInformerQueuePathWithoutFirstListFastPath
//	R23 TestInformerSlowHandlerBlocksNeitherOthersNorTheCache, TestListenerSlowHandlerDoesNotBlockOthersOrTheSender
//	R24 TestInformerPerHandlerResyncPeriods, TestInformerRelistAfterWatchDisruption, TestProcessorResyncGoesOnlyToDueHandlers
//	R25 TestInformerHandlerAddedWhileRunningGetsTheCacheFirst, TestListenerHasSyncedAfterInitialItemsDelivered
//	R26 TestInformerLifecycle (with the goroutine check of checkGoroutines), TestProcessorRemoveListener
//	R27 TestInformerFilteringHandlers
//	R29 TestInteropClientGoControllerRunsUnchanged, TestInteropTypedInformerAndIndexers, TestInteropWatchErrorHandler
//	R40-R43 informer_lock_test.go

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"
	testingclock "k8s.io/utils/clock/testing"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// startInformer runs inf until the test ends and waits for Run to return
// then.
func startInformer[T ComparableObject](t *testing.T, inf *SharedIndexInformer[T]) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		inf.RunWithContext(ctx)
	}()
	stop = func() {
		cancel()
		select {
		case <-done:
		case <-testkit.GiveUp(t):
			t.Error("Run did not return after its context was cancelled")
		}
	}
	t.Cleanup(stop)
	return stop
}

func waitSynced(t *testing.T, synced ...cache.InformerSynced) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if !cache.WaitForCacheSync(ctx.Done(), synced...) {
		t.Fatal("informer did not sync")
	}
}

// cacheOrderChecker checks, as each event arrives, that the informer's cache
// already holds what the event announces.
type cacheOrderChecker struct {
	eventRecorder
	indexer  *Indexer[*corev1.ConfigMap]
	mu       sync.Mutex
	problems []string
}

func rvNum(o *corev1.ConfigMap) int { n, _ := strconv.Atoi(o.ResourceVersion); return n }

func (c *cacheOrderChecker) holds(o *corev1.ConfigMap, event string) {
	cached, ok := c.indexer.Lookup(o.Namespace + "/" + o.Name)
	if !ok || rvNum(cached) < rvNum(o) {
		c.mu.Lock()
		c.problems = append(c.problems, event+": cache does not hold the object yet")
		c.mu.Unlock()
	}
}

func (c *cacheOrderChecker) OnAdd(o *corev1.ConfigMap, initial bool) {
	c.holds(o, "add "+o.Name)
	c.eventRecorder.OnAdd(o, initial)
}

func (c *cacheOrderChecker) OnUpdate(old, o *corev1.ConfigMap) {
	c.holds(o, "update "+o.Name)
	c.eventRecorder.OnUpdate(old, o)
}

func (c *cacheOrderChecker) OnDelete(d cache.DeletedObject[*corev1.ConfigMap]) {
	if _, ok := c.indexer.Lookup(d.GetKey()); ok {
		c.mu.Lock()
		c.problems = append(c.problems, "delete "+d.GetKey()+": cache still holds the object")
		c.mu.Unlock()
	}
	c.eventRecorder.OnDelete(d)
}

// untypedRecorder records what a client-go handler receives.
type untypedRecorder struct {
	mu     sync.Mutex
	events []any
}

func (u *untypedRecorder) funcs() cache.ResourceEventHandlerFuncs {
	rec := func(x any) { u.mu.Lock(); u.events = append(u.events, x); u.mu.Unlock() }
	return cache.ResourceEventHandlerFuncs{
		AddFunc:    func(obj any) { rec(obj) },
		UpdateFunc: func(old, obj any) { rec([2]any{old, obj}) },
		DeleteFunc: func(obj any) { rec(obj) },
	}
}

func (u *untypedRecorder) list() []any {
	u.mu.Lock()
	defer u.mu.Unlock()
	return slices.Clone(u.events)
}

// docs/runtime.md R22.
//
// The in-order queue (the default) announces a relist's deletions before
// its other changes, as client-go v0.37's atomic replace does; the DeltaFIFO
// queues the listed objects first, then the tombstones.
func TestInformerTurnsDeltasIntoEventsAfterUpdatingTheCache(t *testing.T) {
	t.Run("in-order", func(t *testing.T) { testInformerEvents(t, false) })
	t.Run("DeltaFIFO", func(t *testing.T) { testInformerEvents(t, true) })
}

func testInformerEvents(t *testing.T, deltaFIFO bool) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""), cmap("b", ""))
	clk := testingclock.NewFakeClock(time.Now())
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{Clock: clk, UseDeltaFIFO: deltaFIFO})
	typed := &cacheOrderChecker{indexer: inf.Indexer()}
	if _, err := inf.AddTypedEventHandler(typed); err != nil {
		t.Fatal(err)
	}
	untyped := &untypedRecorder{}
	if _, err := inf.AddEventHandler(untyped.funcs()); err != nil {
		t.Fatal(err)
	}
	startInformer(t, inf)
	waitSynced(t, inf.HasSynced)
	typed.waitEvents(t, "add ns/a 1 initial", "add ns/b 2 initial")

	server.create(cmap("c", ""))
	server.update(cmap("a", "", "x", "y"))
	server.delete("b")
	typed.waitEvents(t, "add ns/a 1 initial", "add ns/b 2 initial", "add ns/c 3", "update ns/a 1->4", "delete ns/b 5")

	// A deletion lost with an expired watch is found by the relist and
	// arrives as a tombstone carrying the last known state. The unchanged
	// object the relist finds is an update with equal resourceVersions,
	// which goes to handlers whose resync is due: all of them, as no
	// resync check has run yet.
	lastC, _ := inf.Indexer().Lookup("ns/c")
	server.deleteUnseen("c")
	infEventually(t, func() bool { clk.Step(time.Minute); return server.listCount() >= 2 }, server.String)
	relist := []string{"delete-unknown ns/c 3", "update ns/a 4->4"}
	tombAt := 5
	if deltaFIFO {
		relist = []string{"update ns/a 4->4", "delete-unknown ns/c 3"}
		tombAt = 6
	}
	typed.waitEvents(t, append([]string{"add ns/a 1 initial", "add ns/b 2 initial", "add ns/c 3", "update ns/a 1->4", "delete ns/b 5"}, relist...)...)
	if _, ok := inf.Indexer().Lookup("ns/c"); ok {
		t.Error("tombstoned object still cached")
	}
	if typed.problems != nil {
		t.Errorf("handlers ran before the cache was updated: %q", typed.problems)
	}

	infEventually(t, func() bool { return len(untyped.list()) == 7 }, func() string { return fmt.Sprintf("untyped events %v", untyped.list()) })
	got := untyped.list()
	tomb, ok := got[tombAt].(cache.DeletedFinalStateUnknown)
	if !ok || tomb.Key != "ns/c" || tomb.Obj != lastC {
		t.Errorf("untyped handler got %#v for the lost deletion, want DeletedFinalStateUnknown{ns/c, %p}", got[tombAt], lastC)
	}
	if d, ok := got[4].(*corev1.ConfigMap); !ok || d.Name != "b" {
		t.Errorf("untyped handler got %#v for the watched deletion, want the object", got[4])
	}
	if u, ok := got[3].([2]any); !ok || u[0].(*corev1.ConfigMap).ResourceVersion != "1" || u[1].(*corev1.ConfigMap).ResourceVersion != "4" {
		t.Errorf("untyped update = %#v", got[3])
	}
}

// docs/runtime.md R23.
func TestInformerSlowHandlerBlocksNeitherOthersNorTheCache(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer()
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{})
	slow, fast := &eventRecorder{block: make(chan struct{})}, &eventRecorder{}
	inf.AddTypedEventHandler(slow)
	inf.AddTypedEventHandler(fast)
	startInformer(t, inf)
	waitSynced(t, inf.HasSynced)
	infEventually(t, func() bool { return server.openWatches() == 1 }, server.String)

	var want []string
	for i := range 60 {
		o := server.create(cmap(fmt.Sprintf("o%02d", i), ""))
		want = append(want, fmt.Sprintf("add ns/%s %s", o.Name, o.ResourceVersion))
	}
	fast.waitEvents(t, want...)
	infEventually(t, func() bool { return inf.Indexer().Len() == 60 }, func() string { return "cache did not keep up" })
	if n := slow.len(); n != 0 {
		t.Fatalf("blocked handler recorded %d events", n)
	}
	close(slow.block)
	slow.waitEvents(t, want...)
}

// docs/runtime.md R24.
func TestInformerPerHandlerResyncPeriods(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""))
	clk := testingclock.NewFakeClock(time.Now())
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{Clock: clk, ResyncPeriod: 3 * time.Second})
	fastest, every3s, never := &eventRecorder{}, &eventRecorder{}, &eventRecorder{}
	// 300ms is below the 1s minimum: it becomes 1s, and lowers the
	// informer's check period to 1s as the informer has not started.
	regFastest, _ := inf.AddTypedEventHandler(fastest, cache.HandlerOptions{ResyncPeriod: infPtr(300 * time.Millisecond)})
	inf.AddTypedEventHandler(every3s) // the informer's default
	inf.AddTypedEventHandler(never, cache.HandlerOptions{ResyncPeriod: infPtr(time.Duration(0))})
	if l := regFastest.(*listener[*corev1.ConfigMap]); l.resyncPeriod != time.Second {
		t.Fatalf("300ms resync became %v, want the 1s minimum", l.resyncPeriod)
	}
	startInformer(t, inf)
	waitSynced(t, inf.HasSynced)
	initial := "add ns/a 1 initial"
	for _, r := range []*eventRecorder{fastest, every3s, never} {
		r.waitEvents(t, initial)
	}

	// tick advances the fake clock by one second once the reflector's
	// resync timer is waiting, and waits for the resyncs it causes.
	var fastWant, slowWant []string
	for sec := 1; sec <= 6; sec++ {
		infEventually(t, clk.HasWaiters, func() string { return "no resync timer" })
		clk.Step(time.Second)
		fastWant = append(fastWant, "update ns/a 1->1")
		if sec%3 == 0 {
			slowWant = append(slowWant, "update ns/a 1->1")
		}
		fastest.waitEvents(t, append([]string{initial}, fastWant...)...)
		every3s.waitEvents(t, append([]string{initial}, slowWant...)...)
	}
	// A real change reaches everyone.
	server.update(cmap("a", ""))
	fastest.waitEvents(t, append(append([]string{initial}, fastWant...), "update ns/a 1->2")...)
	every3s.waitEvents(t, append(append([]string{initial}, slowWant...), "update ns/a 1->2")...)
	never.waitEvents(t, initial, "update ns/a 1->2")

	// Once started, a shorter period than the check period is raised to it.
	reg, err := inf.AddEventHandlerWithResyncPeriod(cache.ResourceEventHandlerFuncs{}, 500*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if p := reg.(*listener[*corev1.ConfigMap]).resyncPeriod; p != time.Second {
		t.Errorf("handler added after start got resync %v, want the 1s check period", p)
	}
}

func infPtr[T any](v T) *T { return &v }

// docs/runtime.md R25.
func TestInformerHandlerAddedWhileRunningGetsTheCacheFirst(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""), cmap("b", ""), cmap("c", ""))
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{})
	early := &eventRecorder{}
	regEarly, _ := inf.AddTypedEventHandler(early)
	if regEarly.HasSynced() {
		t.Fatal("registration synced before Run")
	}
	startInformer(t, inf)
	waitSynced(t, inf.HasSynced, regEarly.HasSynced)
	early.waitEvents(t, "add ns/a 1 initial", "add ns/b 2 initial", "add ns/c 3 initial")

	late := &eventRecorder{block: make(chan struct{})}
	reg, err := inf.AddTypedEventHandler(late)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if reg.HasSynced() || cache.IsDone(reg.HasSyncedChecker()) {
			t.Fatal("late registration synced before its replay was delivered")
		}
		late.block <- struct{}{}
	}
	infStillTrue(t, func() bool { return !reg.HasSynced() }, func() string { return "synced with one replayed object undelivered" })
	late.block <- struct{}{}
	waitSynced(t, reg.HasSynced)
	close(late.block)
	server.create(cmap("d", ""))
	infEventually(t, func() bool { return late.len() == 4 }, func() string { return fmt.Sprint(late.list()) })
	got := late.list()
	slices.Sort(got[:3])
	if want := []string{"add ns/a 1 initial", "add ns/b 2 initial", "add ns/c 3 initial", "add ns/d 4"}; !slices.Equal(got, want) {
		t.Fatalf("late handler got %q, want %q", got, want)
	}
}

// docs/runtime.md R26.
func TestInformerLifecycle(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""))
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{})
	if inf.IsStopped() || inf.HasStarted() || inf.LastSyncResourceVersion() != "" {
		t.Fatal("fresh informer not fresh")
	}
	if err := inf.SetTransform(nil); err != nil {
		t.Fatalf("SetTransform before start: %v", err)
	}
	if err := inf.SetWatchErrorHandler(func(*cache.Reflector, error) {}); err != nil {
		t.Fatalf("SetWatchErrorHandler before start: %v", err)
	}
	r := &eventRecorder{}
	reg, _ := inf.AddTypedEventHandler(r)
	stop := startInformer(t, inf)
	waitSynced(t, inf.HasSynced, reg.HasSynced)

	// Run twice is a no-op: the second call returns at once.
	second := make(chan struct{})
	go func() { inf.Run(make(chan struct{})); close(second) }()
	select {
	case <-second:
	case <-testkit.GiveUp(t):
		t.Fatal("second Run did not return")
	}
	if err := inf.SetTransform(func(o any) (any, error) { return o, nil }); err == nil {
		t.Error("SetTransform after start succeeded")
	}
	if err := inf.SetTypedTransform(nil); err == nil {
		t.Error("SetTypedTransform after start succeeded")
	}
	if err := inf.SetWatchErrorHandler(func(*cache.Reflector, error) {}); err == nil {
		t.Error("SetWatchErrorHandler after start succeeded")
	}
	if got := inf.LastSyncResourceVersion(); got != "1" {
		t.Errorf("LastSyncResourceVersion = %q, want 1", got)
	}

	// RemoveEventHandler is idempotent; a foreign handle is an error.
	if err := inf.RemoveEventHandler(reg); err != nil {
		t.Fatal(err)
	}
	if err := inf.RemoveEventHandler(reg); err != nil {
		t.Fatalf("second removal: %v", err)
	}
	<-reg.(interface{ ShutdownChan() <-chan struct{} }).ShutdownChan()
	if err := inf.RemoveEventHandler(foreignRegistration{}); err == nil {
		t.Error("removing a foreign registration succeeded")
	}
	server.create(cmap("b", ""))
	infEventually(t, func() bool { return inf.Indexer().Len() == 2 }, server.String)
	infStillTrue(t, func() bool { return r.len() == 1 }, func() string { return fmt.Sprint("removed handler got ", r.list()) })

	other := &eventRecorder{}
	regOther, err := inf.AddTypedEventHandler(other)
	if err != nil {
		t.Fatal(err)
	}
	waitSynced(t, regOther.HasSynced)
	stop()
	if !inf.IsStopped() {
		t.Fatal("IsStopped false after Run returned")
	}
	select {
	case <-regOther.(interface{ ShutdownChan() <-chan struct{} }).ShutdownChan():
	default:
		t.Error("handler goroutine still running after Run returned")
	}
	if _, err := inf.AddEventHandler(cache.ResourceEventHandlerFuncs{}); err == nil {
		t.Error("adding a handler to a stopped informer succeeded")
	}
	if err := inf.AddIndexers(cache.Indexers{"x": func(any) ([]string, error) { return nil, nil }}); err == nil {
		t.Error("adding indexers to a stopped informer succeeded")
	}
	if err := inf.RemoveEventHandler(regOther); err != nil {
		t.Errorf("removing from a stopped informer: %v", err)
	}
	// Run after stop does nothing either.
	inf.Run(make(chan struct{}))
	// checkGoroutines verifies at cleanup that every goroutine has ended.
}

type foreignRegistration struct{}

func (foreignRegistration) HasSynced() bool                     { return true }
func (foreignRegistration) HasSyncedChecker() cache.DoneChecker { return nil }

// docs/runtime.md R27.
func TestInformerFilteringHandlers(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", "", "app", "web"), cmap("b", "", "app", "db"))
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{})
	typed := &eventRecorder{}
	inf.AddTypedEventHandler(FilteringEventHandler[*corev1.ConfigMap]{
		FilterFunc: func(o *corev1.ConfigMap) bool { return o.Labels["app"] == "web" },
		Handler:    typed,
	})
	var mu sync.Mutex
	var untyped []string
	note := func(s string) { mu.Lock(); untyped = append(untyped, s); mu.Unlock() }
	inf.AddEventHandler(cache.FilteringResourceEventHandler{
		FilterFunc: func(o any) bool { return o.(*corev1.ConfigMap).Labels["app"] == "web" },
		Handler: cache.ResourceEventHandlerFuncs{
			AddFunc:    func(o any) { note("add " + o.(*corev1.ConfigMap).Name) },
			UpdateFunc: func(_, o any) { note("update " + o.(*corev1.ConfigMap).Name) },
			DeleteFunc: func(o any) { note("delete " + o.(*corev1.ConfigMap).Name) },
		},
	})
	startInformer(t, inf)
	waitSynced(t, inf.HasSynced)
	// The queue orders events per key only; wait for each change to be
	// cached before the next, so that the expected order is total.
	step := func(o *corev1.ConfigMap) {
		t.Helper()
		infEventually(t, func() bool { return inf.Indexer().LastStoreSyncResourceVersion() == o.ResourceVersion }, server.String)
	}
	step(server.update(cmap("b", "", "app", "web"))) // starts matching: add
	step(server.update(cmap("a", "", "app", "db")))  // stops matching: delete of the old object
	step(server.update(cmap("a", "", "app", "db2"))) // still not matching: nothing
	step(server.update(cmap("b", "", "app", "web", "v", "2")))
	step(server.delete("a")) // not matching: nothing
	server.delete("b")
	typed.waitEvents(t, "add ns/a 1 initial", "add ns/b 3", "delete ns/a 1", "update ns/b 3->6", "delete ns/b 8")
	infEventually(t, func() bool {
		mu.Lock()
		defer mu.Unlock()
		return slices.Equal(untyped, []string{"add a", "add b", "delete a", "update b", "delete b"})
	}, func() string { mu.Lock(); defer mu.Unlock(); return fmt.Sprint(untyped) })

	// A tombstone without any known object cannot be filtered: it passes.
	f := FilteringEventHandler[*corev1.ConfigMap]{FilterFunc: func(o *corev1.ConfigMap) bool { return o.Labels["app"] == "web" }, Handler: typed}
	f.OnDelete(cache.DeletedObject[*corev1.ConfigMap]{FinalStateUnknown: &cache.DeletedFinalStateUnknown{Key: "ns/z"}})
	typed.waitEvents(t, "add ns/a 1 initial", "add ns/b 3", "delete ns/a 1", "update ns/b 3->6", "delete ns/b 8", "delete-unknown ns/z <nil>")
}

func TestInformerTransform(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", "", "drop", "me"))
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{})
	var calls sync.Map
	if err := inf.SetTransform(func(o any) (any, error) {
		c := o.(*corev1.ConfigMap)
		n, _ := calls.LoadOrStore(c.Name+"@"+c.ResourceVersion, new(int))
		*n.(*int)++
		c.Labels = nil
		return c, nil
	}); err != nil {
		t.Fatal(err)
	}
	r := &eventRecorder{}
	inf.AddTypedEventHandler(r)
	startInformer(t, inf)
	waitSynced(t, inf.HasSynced)
	infEventually(t, func() bool { return server.openWatches() == 1 }, server.String)
	server.update(cmap("a", "", "drop", "again"))
	r.waitEvents(t, "add ns/a 1 initial", "update ns/a 1->2")
	if o, _ := inf.Indexer().Lookup("ns/a"); o.Labels != nil {
		t.Errorf("cached object not transformed: %v", o.Labels)
	}
	calls.Range(func(k, v any) bool {
		if *v.(*int) != 1 {
			t.Errorf("transform ran %d times on %v", *v.(*int), k)
		}
		return true
	})

	// A transform that returns another type is an error, not a panic.
	bad := NewSharedIndexInformer[*corev1.ConfigMap](newFakeServer(), InformerOptions[*corev1.ConfigMap]{})
	bad.SetTransform(func(o any) (any, error) { return "nope", nil })
	if _, err := bad.transform(cmap("x", "1")); err == nil {
		t.Error("transform to the wrong type did not fail")
	}
	bad.SetTransform(func(o any) (any, error) { return nil, fmt.Errorf("boom") })
	if _, err := bad.transform(cmap("x", "1")); err == nil {
		t.Error("transform error lost")
	}
}

// docs/runtime.md R24: after a watch disruption, the relist's unchanged objects go
// only to handlers whose resync is due; changed and new ones go to all.
func TestInformerRelistAfterWatchDisruption(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""), cmap("b", ""))
	clk := testingclock.NewFakeClock(time.Now())
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{Clock: clk, ResyncPeriod: time.Second})
	noResync, resync := &eventRecorder{}, &eventRecorder{}
	inf.AddEventHandlerWithResyncPeriod(typedAsUntyped(noResync), 0)
	inf.AddTypedEventHandler(resync)
	startInformer(t, inf)
	waitSynced(t, inf.HasSynced)
	initial := []string{"add ns/a 1 initial", "add ns/b 2 initial"}
	noResync.waitEvents(t, initial...)
	resync.waitEvents(t, initial...)

	// One resync check: only the handler that asked for resyncs is due.
	infEventually(t, clk.HasWaiters, func() string { return "no resync timer" })
	clk.Step(time.Second)
	// A resync walks the cache in no particular order.
	resync.waitEventsAnyOrder(t, append(initial, "update ns/a 1->1", "update ns/b 2->2")...)

	server.silently(func(change func(watch.EventType, *corev1.ConfigMap)) {
		change(watch.Added, cmap("c", ""))    // rv 3
		change(watch.Modified, cmap("b", "")) // rv 4
	})
	infEventually(t, func() bool { clk.Step(100 * time.Millisecond); return server.listCount() >= 2 }, server.String)
	noResync.waitEvents(t, append(initial, "update ns/b 2->4", "add ns/c 3")...)
	resync.waitEventsAnyOrder(t, append(initial, "update ns/a 1->1", "update ns/b 2->2", "update ns/a 1->1", "update ns/b 2->4", "add ns/c 3")...)
	if got := resync.list()[4:]; !slices.Equal(got, []string{"update ns/a 1->1", "update ns/b 2->4", "add ns/c 3"}) {
		t.Errorf("relist events %q, want them in list order", got)
	}
}

// typedAsUntyped hides a typed handler behind client-go's untyped
// interface, to register it through AddEventHandler*.
func typedAsUntyped(r *eventRecorder) cache.ResourceEventHandler { return untypedRecorderView{r} }

type untypedRecorderView struct{ r *eventRecorder }

func (u untypedRecorderView) OnAdd(o any, initial bool) { u.r.OnAdd(o.(*corev1.ConfigMap), initial) }
func (u untypedRecorderView) OnUpdate(old, o any) {
	u.r.OnUpdate(old.(*corev1.ConfigMap), o.(*corev1.ConfigMap))
}
func (u untypedRecorderView) OnDelete(o any) { u.r.record(fmt.Sprintf("delete %v", o)) }
