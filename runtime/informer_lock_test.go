package runtime

// Tests of docs/runtime.md R40-R43 (Locks): no code of the caller's runs
// under a lock of the runtime, so code that calls back into the informer
// from an index function, a key function, a transform or a handler does not
// deadlock. Each would hang if it ran under the lock it calls back into;
// awaitClosed then fails the test by name before the test binary's own
// timeout does.

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/tools/cache"
	testingclock "k8s.io/utils/clock/testing"
)

// callBack exercises the informer from the caller's code: it adds a
// handler (taking the informer's mu and deltaMu), reads the cache through
// an index, and asks for the informer's state.
func callBack(inf *SharedIndexInformer[*corev1.ConfigMap]) error {
	if _, err := inf.AddEventHandler(cache.ResourceEventHandlerFuncs{}); err != nil {
		return err
	}
	if _, err := inf.GetIndexer().ByIndex(NamespaceIndex, "ns"); err != nil {
		return err
	}
	_ = inf.HasSynced()
	_ = inf.LastSyncResourceVersion()
	_ = inf.IsStopped()
	return nil
}

// R41: index and key functions run before deltaMu is taken, so one that
// calls back into the informer does not deadlock the run loop.
func TestInformerIndexAndKeyFunctionsMayCallBackIntoTheInformer(t *testing.T) {
	for _, deltaFIFO := range []bool{false, true} {
		t.Run(fmt.Sprintf("DeltaFIFO=%v", deltaFIFO), func(t *testing.T) {
			checkGoroutines(t)
			server := newFakeServer(cmap("a", ""), cmap("b", ""))
			var inf *SharedIndexInformer[*corev1.ConfigMap]
			var calls atomic.Int32
			var errs errList
			// Calling back on every call would add a handler per call;
			// a few calls on each path (list, add, update, delete) do.
			maybeCallBack := func() {
				if calls.Add(1) <= 12 {
					errs.add(callBack(inf))
				}
			}
			inf = NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{
				Clock:        testingclock.NewFakeClock(time.Now()),
				UseDeltaFIFO: deltaFIFO,
				KeyFunc: func(o *corev1.ConfigMap) (string, error) {
					maybeCallBack()
					return MetaNamespaceKey(o)
				},
				Indexers: cache.TypedIndexers[*corev1.ConfigMap]{"byName": func(o *corev1.ConfigMap) ([]string, error) {
					maybeCallBack()
					return []string{o.Name}, nil
				}},
			})
			rec := &eventRecorder{}
			if _, err := inf.AddTypedEventHandler(rec); err != nil {
				t.Fatal(err)
			}
			startInformer(t, inf)
			returns(t, "the first list", func() { waitSynced(t, inf.HasSynced) })
			server.create(cmap("c", ""))
			server.update(cmap("a", "", "x", "y"))
			server.delete("b")
			returns(t, "the watch events", func() {
				rec.waitEvents(t, "add ns/a 1 initial", "add ns/b 2 initial", "add ns/c 3", "update ns/a 1->4", "delete ns/b 5")
			})
			if err := errs.get(); err != nil {
				t.Fatal(err)
			}
			if got, _ := inf.GetIndexer().ByIndex("byName", "c"); len(got) != 1 {
				t.Errorf("byName[c] = %v, want ns/c", got)
			}
		})
	}
}

// R41: a transform runs on the reflector's goroutine with no lock held.
func TestInformerTransformMayCallBackIntoTheInformer(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""))
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{Clock: testingclock.NewFakeClock(time.Now())})
	var errs errList
	if err := inf.SetTypedTransform(func(o *corev1.ConfigMap) (*corev1.ConfigMap, error) {
		errs.add(callBack(inf))
		return o, nil
	}); err != nil {
		t.Fatal(err)
	}
	rec := &eventRecorder{}
	if _, err := inf.AddTypedEventHandler(rec); err != nil {
		t.Fatal(err)
	}
	startInformer(t, inf)
	returns(t, "the first list", func() { waitSynced(t, inf.HasSynced) })
	server.create(cmap("b", ""))
	returns(t, "the list and the watch event", func() { rec.waitEvents(t, "add ns/a 1 initial", "add ns/b 2") })
	if err := errs.get(); err != nil {
		t.Fatal(err)
	}
}

// R41: handlers run on their listener's goroutine with no lock held: one
// may add and remove handlers and indexers and read the cache.
func TestInformerHandlerMayCallBackIntoTheInformer(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""))
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{Clock: testingclock.NewFakeClock(time.Now())})
	var errs errList
	done := make(chan struct{})
	var once sync.Once
	_, err := inf.AddEventHandler(cache.ResourceEventHandlerFuncs{AddFunc: func(any) {
		once.Do(func() {
			defer close(done)
			errs.add(callBack(inf))
			reg, err := inf.AddEventHandler(cache.ResourceEventHandlerFuncs{})
			errs.add(err)
			errs.add(inf.RemoveEventHandler(reg))
			errs.add(inf.AddIndexers(cache.Indexers{"fromHandler": func(any) ([]string, error) { return []string{"x"}, nil }}))
		})
	}})
	if err != nil {
		t.Fatal(err)
	}
	startInformer(t, inf)
	awaitClosed(t, done, "the handler calling back")
	if err := errs.get(); err != nil {
		t.Fatal(err)
	}
	if got, err := inf.GetIndexer().ByIndex("fromHandler", "x"); err != nil || len(got) != 1 {
		t.Errorf("ByIndex(fromHandler, x) = %v, %v; want ns/a", got, err)
	}
}

// R42: AddIndexers on a running informer builds with no informer lock
// held, so its index function may call back into the informer (with mu
// held, the AddEventHandler inside would deadlock).
func TestInformerAddIndexersFunctionMayCallBackIntoTheInformer(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""), cmap("b", ""))
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{Clock: testingclock.NewFakeClock(time.Now())})
	startInformer(t, inf)
	returns(t, "the first list", func() { waitSynced(t, inf.HasSynced) })
	var errs errList
	returns(t, "AddTypedIndexers", func() {
		errs.add(inf.AddTypedIndexers(cache.TypedIndexers[*corev1.ConfigMap]{"byName": func(o *corev1.ConfigMap) ([]string, error) {
			errs.add(callBack(inf))
			return []string{o.Name}, nil
		}}))
	})
	if err := errs.get(); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a", "b"} {
		if got, err := inf.GetIndexer().ByIndex("byName", name); err != nil || len(got) != 1 {
			t.Errorf("ByIndex(byName, %s) = %v, %v", name, got, err)
		}
	}
}

// R43: AddTypedIndexers builds once, however often the indexer is written
// meanwhile. Here every build pass sees a write land while it runs (the
// index function, called on the snapshot's "snap" object, waits for one);
// a build that started over after each intervening write never ended.
func TestIndexerAddTypedIndexersDoesNotStartOverOnWrites(t *testing.T) {
	i := newTestIndexer()
	stMust(t, i.Put(storeCM("ns1", "snap", "1", "tags", "s")))
	for n := range 20 {
		stMust(t, i.Put(storeCM("ns1", fmt.Sprintf("o%d", n), "1", "tags", "t")))
	}
	var snapCalls atomic.Int32
	var building atomic.Bool
	writes := 0
	byTags := func(o storeObj) ([]string, error) {
		if building.Load() && o.Name == "snap" && snapCalls.Add(1) <= 3 {
			// A write completes while the build is under way (from a
			// goroutine of its own, as an informer's would).
			writes++
			obj := storeCM("ns1", fmt.Sprintf("w%d", writes), "1", "tags", "w")
			returns(t, "a write during the build", func() { noError(t, i.Put(obj)) })
			// And one that changes a snapshot object.
			returns(t, "an update during the build", func() { noError(t, i.Put(storeCM("ns1", "o1", "2", "tags", "moved"))) })
		}
		return stByTags(o)
	}
	building.Store(true)
	returns(t, "AddTypedIndexers", func() {
		noError(t, i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"late": byTags}))
	})
	building.Store(false)
	if n := snapCalls.Load(); n != 1 {
		t.Errorf("the build indexed the snapshot %d times, want once (it started over after a write)", n)
	}
	checkIndicesMatchItems(t, i)
	got, err := i.IndexKeys("late", "moved")
	if err != nil || !slices.Equal(got, []string{"ns1/o1"}) {
		t.Errorf("IndexKeys(late, moved) = %v, %v; want the update made during the build", got, err)
	}
}

// R43 under real concurrency: a writer that never pauses does not keep
// AddTypedIndexers from finishing, and the indices end consistent.
func TestIndexerAddTypedIndexersUnderSteadyWrites(t *testing.T) {
	i := newTestIndexer()
	for n := range 200 {
		stMust(t, i.Put(storeCM(stNS(n), stName(n%20), "1", "tags", stTags(n, 0))))
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for n := 0; ; n++ {
			select {
			case <-stop:
				return
			default:
			}
			obj := storeCM(stNS(n), stName(n%20), fmt.Sprint(n), "tags", stTags(n, n%4))
			if n%7 == 0 {
				_ = i.Remove(obj)
			} else {
				_ = i.Put(obj)
			}
		}
	})
	returns(t, "AddTypedIndexers under steady writes", func() {
		noError(t, i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"late": stByTags}))
	})
	close(stop)
	wg.Wait()
	checkIndicesMatchItems(t, i)
}

// R43: an index being built is not visible: a reader gets the unknown-index
// error until it is complete, never a partial index.
func TestIndexerIndexBeingBuiltIsHidden(t *testing.T) {
	i := newTestIndexer()
	stMust(t, i.Put(storeCM("ns1", "a", "1", "tags", "t")))
	var during []error
	stMust(t, i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"late": func(o storeObj) ([]string, error) {
		_, err := i.ByTypedIndex("late", "t")
		during = append(during, err)
		if _, ok := i.GetIndexers()["late"]; ok {
			during = append(during, fmt.Errorf("GetIndexers lists the index being built"))
		}
		return stByTags(o)
	}}))
	if len(during) != 1 || during[0] == nil {
		t.Errorf("reads during the build: %v, want one unknown-index error", during)
	}
	if got, err := i.ByTypedIndex("late", "t"); err != nil || len(got) != 1 {
		t.Errorf("after the build: %v, %v", got, err)
	}
}

// R43: a new index function failing on an object written during its build
// fails AddTypedIndexers (nothing installed), not the write.
func TestIndexerBuildFailingOnAConcurrentWrite(t *testing.T) {
	i := newTestIndexer()
	stMust(t, i.Put(storeCM("ns1", "a", "1")))
	fails := func(o storeObj) ([]string, error) {
		if o.Name == "a" {
			// The build is under way: write an object this function
			// refuses.
			returns(t, "a write during the build", func() { noError(t, i.Put(storeCM("ns1", "bad", "1"))) })
		}
		if o.Name == "bad" {
			return nil, fmt.Errorf("refused")
		}
		return []string{"ok"}, nil
	}
	if err := i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"late": fails}); err == nil {
		t.Fatal("AddTypedIndexers succeeded although its function failed on an object")
	}
	if _, ok := i.Lookup("ns1/bad"); !ok {
		t.Error("the write during the build was refused")
	}
	if _, ok := i.GetIndexers()["late"]; ok {
		t.Error("the failed index is installed")
	}
	if err := i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"late": stByTags}); err != nil {
		t.Errorf("the name of the failed index stays taken: %v", err)
	}
	checkIndicesMatchItems(t, i)
}

// checkIndicesMatchItems fails unless every index holds exactly what its
// function computes over the stored items.
func checkIndicesMatchItems(t *testing.T, i *Indexer[storeObj]) {
	t.Helper()
	i.mu.RLock()
	defer i.mu.RUnlock()
	if len(i.builds) != 0 {
		t.Errorf("%d builds still registered", len(i.builds))
	}
	for name, fn := range i.indexers {
		want := index{}
		for key, obj := range i.items {
			values, _ := fn(obj)
			addKey(want, key, values)
		}
		if !indexEqual(want, i.indices[name]) {
			t.Errorf("index %s = %v; recomputed %v", name, i.indices[name], want)
		}
	}
}

// errList collects errors from several goroutines.
type errList struct {
	mu   sync.Mutex
	errs []error
}

func (e *errList) add(err error) {
	if err == nil {
		return
	}
	e.mu.Lock()
	e.errs = append(e.errs, err)
	e.mu.Unlock()
}

func (e *errList) get() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.errs) == 0 {
		return nil
	}
	return fmt.Errorf("%d errors, first: %w", len(e.errs), e.errs[0])
}
