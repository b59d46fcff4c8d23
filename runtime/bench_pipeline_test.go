package runtime

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"
)

// The pipeline benchmark feeds one LIST and then a stream of WATCH events
// through an informer to a handler that counts them, for this package's
// informer and for client-go's cache.NewSharedIndexInformer, in one process
// with the same prepared objects. It measures the informer machinery alone:
// no decoding, no network. hack/bench-runtime-pipeline.sh runs it:
//
//	BENCH_PIPELINE=1 [BENCH_SMOKE=1] go test -run TestBenchPipeline -v ./runtime/
//
// and turns its "pipeline ..." lines into budget lines.

// pipelineData is what both informers are fed: the LIST and the WATCH events.
type pipelineData struct {
	list   []*corev1.ConfigMap
	listRV string
	events []watch.Event
}

// newPipelineData builds nList objects and nEvents events: mostly updates
// of listed objects (each a new object with a new resourceVersion), with one
// create and one delete of a new object in every 20 events.
func newPipelineData(nList, nEvents int) *pipelineData {
	obj := func(name string, rv int) *corev1.ConfigMap {
		return &corev1.ConfigMap{
			TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"},
			ObjectMeta: metav1.ObjectMeta{
				Namespace: "bench", Name: name, ResourceVersion: strconv.Itoa(rv),
				Labels: map[string]string{"app": "bench"},
			},
			Data: map[string]string{"k": "v"},
		}
	}
	d := &pipelineData{list: make([]*corev1.ConfigMap, nList), events: make([]watch.Event, nEvents)}
	rv := 1
	for i := range d.list {
		d.list[i] = obj(fmt.Sprintf("obj-%d", i), rv)
		rv++
	}
	d.listRV = strconv.Itoa(rv)
	for i := range d.events {
		rv++
		switch i % 20 {
		case 0:
			d.events[i] = watch.Event{Type: watch.Added, Object: obj(fmt.Sprintf("new-%d", i), rv)}
		case 10:
			d.events[i] = watch.Event{Type: watch.Deleted, Object: obj(fmt.Sprintf("new-%d", i-10), rv)}
		default:
			d.events[i] = watch.Event{Type: watch.Modified, Object: obj(fmt.Sprintf("obj-%d", (i*7919)%nList), rv)}
		}
	}
	return d
}

// pipelineWatch sends the prepared events once start is closed, then stays
// open until stopped. Later watches (after a stop) send nothing.
type pipelineWatch struct {
	ch       chan watch.Event
	stop     chan struct{}
	stopOnce sync.Once
}

func newPipelineWatch(events []watch.Event, start <-chan struct{}) *pipelineWatch {
	w := &pipelineWatch{ch: make(chan watch.Event, 1024), stop: make(chan struct{})}
	if events != nil {
		go func() {
			select {
			case <-start:
			case <-w.stop:
				return
			}
			for _, e := range events {
				select {
				case w.ch <- e:
				case <-w.stop:
					return
				}
			}
		}()
	}
	return w
}

func (w *pipelineWatch) ResultChan() <-chan watch.Event { return w.ch }
func (w *pipelineWatch) Stop()                          { w.stopOnce.Do(func() { close(w.stop) }) }

// pipelineSource hands out the data: the first watch streams the events.
type pipelineSource struct {
	data    *pipelineData
	start   chan struct{}
	watched atomic.Bool
}

func (s *pipelineSource) watch() *pipelineWatch {
	if s.watched.Swap(true) {
		return newPipelineWatch(nil, nil)
	}
	return newPipelineWatch(s.data.events, s.start)
}

// oursLW is the source as this package's ListerWatcher.
type oursLW struct{ *pipelineSource }

func (l oursLW) List(ctx context.Context, opts metav1.ListOptions, each func(*corev1.ConfigMap) error) (ListPage, error) {
	for _, o := range l.data.list {
		if err := each(o); err != nil {
			return ListPage{}, err
		}
	}
	return ListPage{ResourceVersion: l.data.listRV}, nil
}

func (l oursLW) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	return l.watch(), nil
}

// clientGoLW is the same source as a client-go ListerWatcher. Its LIST
// answers with a list built beforehand, as a decoder would have produced it.
type clientGoLW struct {
	*pipelineSource
	list *corev1.ConfigMapList
}

func (l clientGoLW) List(opts metav1.ListOptions) (kruntime.Object, error) { return l.list, nil }
func (l clientGoLW) Watch(opts metav1.ListOptions) (watch.Interface, error) {
	return l.watch(), nil
}

// IsWatchListSemanticsUnSupported keeps client-go's reflector on LIST+WATCH,
// as ours is configured.
func (l clientGoLW) IsWatchListSemanticsUnSupported() bool { return true }

// pipeCounter counts events and closes reached when the count hits target.
type pipeCounter struct {
	n       atomic.Int64
	target  atomic.Int64
	reached chan struct{}
}

func (c *pipeCounter) hit() {
	if c.n.Add(1) == c.target.Load() {
		close(c.reached)
	}
}

func (c *pipeCounter) expect(target int64) { c.reached = make(chan struct{}); c.target.Store(target) }

type typedCounter struct{ *pipeCounter }

func (c typedCounter) OnAdd(*corev1.ConfigMap, bool)                   { c.hit() }
func (c typedCounter) OnUpdate(_, _ *corev1.ConfigMap)                 { c.hit() }
func (c typedCounter) OnDelete(cache.DeletedObject[*corev1.ConfigMap]) { c.hit() }

type untypedCounter struct{ *pipeCounter }

func (c untypedCounter) OnAdd(any, bool)   { c.hit() }
func (c untypedCounter) OnUpdate(_, _ any) { c.hit() }
func (c untypedCounter) OnDelete(any)      { c.hit() }

type pipelineResult struct{ listPerSec, eventsPerSec float64 }

// measure runs one informer (built by newInformer around src) through the
// LIST and then the WATCH phase.
func measure(t *testing.T, d *pipelineData, run func(ctx context.Context, src *pipelineSource, c *pipeCounter) (synced func() bool)) pipelineResult {
	runtime.GC() // start each side on a clean heap
	src := &pipelineSource{data: d, start: make(chan struct{})}
	c := &pipeCounter{}
	c.expect(int64(len(d.list)))
	ctx, cancel := context.WithCancel(context.Background())
	began, cpu := time.Now(), cpuTime()
	synced := run(ctx, src, c)
	select {
	case <-c.reached:
	case <-time.After(5 * time.Minute):
		t.Fatal("list phase did not finish")
	}
	listTime, listCPU := time.Since(began), cpuTime()-cpu
	if !synced() {
		infEventually(t, synced, func() string { return "informer not synced after the list was delivered" })
	}
	c.expect(int64(len(d.list) + len(d.events)))
	began, cpu = time.Now(), cpuTime()
	close(src.start)
	select {
	case <-c.reached:
	case <-time.After(5 * time.Minute):
		t.Fatal("watch phase did not finish")
	}
	watchTime, watchCPU := time.Since(began), cpuTime()-cpu
	cancel()
	fmt.Printf("phase list wall=%v cpu=%v; watch wall=%v cpu=%v\n", listTime, listCPU, watchTime, watchCPU)
	return pipelineResult{
		listPerSec:   float64(len(d.list)) / listTime.Seconds(),
		eventsPerSec: float64(len(d.events)) / watchTime.Seconds(),
	}
}

func runOurs(t *testing.T, d *pipelineData) pipelineResult {
	var wg sync.WaitGroup
	defer wg.Wait()
	return measure(t, d, func(ctx context.Context, src *pipelineSource, c *pipeCounter) func() bool {
		noWatchList := false
		inf := NewSharedIndexInformer[*corev1.ConfigMap](oursLW{src}, InformerOptions[*corev1.ConfigMap]{UseWatchList: &noWatchList})
		inf.AddTypedEventHandler(typedCounter{c})
		wg.Go(func() { inf.RunWithContext(ctx) })
		return inf.HasSynced
	})
}

func runClientGo(t *testing.T, d *pipelineData) pipelineResult {
	list := &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: d.listRV}, Items: make([]corev1.ConfigMap, len(d.list))}
	for i, o := range d.list {
		list.Items[i] = *o
	}
	var wg sync.WaitGroup
	defer wg.Wait()
	return measure(t, d, func(ctx context.Context, src *pipelineSource, c *pipeCounter) func() bool {
		inf := cache.NewSharedIndexInformer(clientGoLW{src, list}, &corev1.ConfigMap{}, 0,
			cache.Indexers{cache.NamespaceIndex: cache.MetaNamespaceIndexFunc})
		inf.AddEventHandler(untypedCounter{c})
		wg.Go(func() { inf.RunWithContext(ctx) })
		return inf.HasSynced
	})
}

func TestBenchPipeline(t *testing.T) {
	if os.Getenv("BENCH_PIPELINE") == "" {
		t.Skip("set BENCH_PIPELINE=1 to run the pipeline benchmark (hack/bench-runtime-pipeline.sh)")
	}
	// Rounds come in pairs, even in smoke mode, so that each side runs
	// first as often as the other.
	nList, nEvents, rounds := 100_000, 500_000, 4
	if os.Getenv("BENCH_SMOKE") != "" {
		nList, nEvents, rounds = 2_000, 10_000, 2
	}
	if n, err := strconv.Atoi(os.Getenv("BENCH_LIST")); err == nil {
		nList = n
	}
	if n, err := strconv.Atoi(os.Getenv("BENCH_EVENTS")); err == nil {
		nEvents = n
	}
	d := newPipelineData(nList, nEvents)
	var ours, theirs pipelineResult
	best := func(acc *pipelineResult, r pipelineResult) {
		acc.listPerSec = max(acc.listPerSec, r.listPerSec)
		acc.eventsPerSec = max(acc.eventsPerSec, r.eventsPerSec)
	}
	// BENCH_SIDE=ours or client-go runs one side only, for profiling.
	side := os.Getenv("BENCH_SIDE")
	runs := []struct {
		name string
		run  func()
	}{
		{"client-go", func() { best(&theirs, runClientGo(t, d)) }},
		{"ours", func() { best(&ours, runOurs(t, d)) }},
	}
	for r := range rounds {
		// Swap the order on every round, so that neither side always runs
		// on the heap and caches the other left behind; each keeps its best
		// round.
		order := []int{0, 1}
		if r%2 == 1 {
			order = []int{1, 0}
		}
		for _, i := range order {
			if side != "" && side != runs[i].name {
				continue
			}
			fmt.Printf("round %d: %s\n", r+1, runs[i].name)
			runs[i].run()
		}
	}
	fmt.Printf("pipeline list=%d events=%d\n", nList, nEvents)
	fmt.Printf("pipeline-list ours=%.0f client-go=%.0f\n", ours.listPerSec, theirs.listPerSec)
	fmt.Printf("pipeline-watch ours=%.0f client-go=%.0f\n", ours.eventsPerSec, theirs.eventsPerSec)
}

// cpuTime is the process's user+system CPU time, to tell a slow pipeline
// from a machine busy with other work.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
