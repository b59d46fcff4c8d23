package sharding

import (
	"context"
	"sync"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	coordinationv1client "k8s.io/client-go/kubernetes/typed/coordination/v1"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/util/workqueue"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/shard"
	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

// record is one reconcile: which replica looked at which object, when, and
// whether it acted (wrote status for a size not yet observed).
type record struct {
	replica    string
	key        string
	size       int64
	acted      bool
	start, end time.Time
}

// journal collects the records of every replica.
type journal struct {
	mu      sync.Mutex
	records []record
	errs    []string
}

func (j *journal) add(r record) {
	j.mu.Lock()
	j.records = append(j.records, r)
	j.mu.Unlock()
}

func (j *journal) failed(key string, err error) {
	j.mu.Lock()
	j.errs = append(j.errs, key+": "+err.Error())
	j.mu.Unlock()
}

func (j *journal) snapshot() []record {
	j.mu.Lock()
	defer j.mu.Unlock()
	return append([]record(nil), j.records...)
}

// replica is one member of the sharded controller: a shard.Member and a
// handler that runs one informer, one queue and one worker per range.
type replica struct {
	id      string
	member  *shard.Member
	handler *rangeHandler
	stop    context.CancelFunc // ends the member loop
	done    chan struct{}
}

const (
	leaseDuration = 8 * time.Second
	renewInterval = 2 * time.Second
	numRanges     = 64
	group         = "widget-controller"
)

// startReplica starts a replica; graceful replicas release and delete their
// Lease when stopped, crashable ones just vanish (see crash).
func startReplica(t *testing.T, env *testenv.Env, id, ns string, j *journal) *replica {
	t.Helper()
	cs, err := coordinationv1client.NewForConfig(leaseConfig(env))
	if err != nil {
		t.Fatal(err)
	}
	rc, err := widget.NewRESTClient(env.Config)
	if err != nil {
		t.Fatal(err)
	}
	root, cancelRoot := context.WithCancel(context.Background())
	h := &rangeHandler{id: id, ns: ns, cfg: env.Config, client: widget.NewClient(rc), journal: j, root: root, cancelRoot: cancelRoot, ranges: map[int]*rangeRun{}}
	m, err := shard.NewMember(shard.Config{
		Leases: cs.Leases(ns), Group: group, Identity: id,
		Ranges: numRanges, LeaseDuration: leaseDuration, RenewInterval: renewInterval,
		Handler: h,
	})
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	r := &replica{id: id, member: m, handler: h, stop: stop, done: make(chan struct{})}
	// The loop is the test's, not Member.Run, so that crash can end it
	// without the graceful Shutdown.
	go func() {
		defer close(r.done)
		tick := time.NewTicker(renewInterval)
		defer tick.Stop()
		for {
			if err := m.Step(ctx); err != nil && ctx.Err() == nil {
				t.Logf("%s: %v", id, err)
			}
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
		}
	}()
	t.Cleanup(func() { r.shutdown() })
	return r
}

// shutdown stops gracefully: releases every range and deletes the Lease.
func (r *replica) shutdown() {
	r.stop()
	<-r.done
	r.member.Shutdown()
	r.handler.cancelRoot()
	r.handler.waitAll()
}

// crash stops the replica the way a killed process stops: the loop ends,
// every informer and worker dies at once, nothing is released, the Lease
// stays until it expires.
func (r *replica) crash() {
	r.stop()
	<-r.done
	r.handler.cancelRoot()
	r.handler.waitAll()
}

// rangeHandler is the shard.Handler of a replica.
type rangeHandler struct {
	id         string
	ns         string
	cfg        *rest.Config
	client     *widget.Client
	journal    *journal
	root       context.Context
	cancelRoot context.CancelFunc

	// mu guards ranges; it is never held while calling an informer, the
	// queue or the server.
	mu     sync.Mutex
	ranges map[int]*rangeRun
}

type rangeRun struct {
	inf    *rt.SharedIndexInformer[*widget.Widget]
	lw     *rt.ShardedListWatch[*widget.Widget]
	queue  workqueue.TypedInterface[string]
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

func (h *rangeHandler) Acquire(_ context.Context, r shard.Range) error {
	sel, err := rt.NewShardSelector(rt.ShardByUID, r.Hash)
	if err != nil {
		return err
	}
	rc, err := widget.NewRESTClient(h.cfg)
	if err != nil {
		return err
	}
	lw, err := rt.NewShardedListWatch(rt.NewRESTListWatch(rc, widget.Resource, h.ns, func() *widget.Widget { return new(widget.Widget) }, nil), sel)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(h.root)
	run := &rangeRun{
		inf:    rt.NewSharedIndexInformer[*widget.Widget](lw, rt.InformerOptions[*widget.Widget]{}),
		lw:     lw,
		queue:  workqueue.NewTyped[string](),
		cancel: cancel,
	}
	enqueue := func(obj any) {
		if key, err := cache.MetaNamespaceKeyFunc(obj); err == nil {
			run.queue.Add(key)
		}
	}
	if _, err := run.inf.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    enqueue,
		UpdateFunc: func(_, obj any) { enqueue(obj) },
	}); err != nil {
		cancel()
		return err
	}
	run.wg.Add(2)
	go func() {
		defer run.wg.Done()
		run.inf.Run(ctx.Done())
	}()
	go func() {
		defer run.wg.Done()
		h.work(ctx, run)
	}()
	go func() {
		// The queue ends with the range, whichever way it ends.
		<-ctx.Done()
		run.queue.ShutDown()
	}()
	h.mu.Lock()
	h.ranges[r.Index] = run
	h.mu.Unlock()
	return nil
}

// Release stops the informer, drops the queued keys, waits for the
// reconcile in flight and forgets the cache.
func (h *rangeHandler) Release(r shard.Range) {
	h.mu.Lock()
	run := h.ranges[r.Index]
	delete(h.ranges, r.Index)
	h.mu.Unlock()
	if run == nil {
		return
	}
	run.cancel()
	run.wg.Wait()
}

func (h *rangeHandler) waitAll() {
	h.mu.Lock()
	runs := h.ranges
	h.ranges = map[int]*rangeRun{}
	h.mu.Unlock()
	for _, run := range runs {
		run.cancel()
		run.wg.Wait()
	}
}

// work reconciles keys until the range ends; keys still queued then are
// dropped, not reconciled.
func (h *rangeHandler) work(ctx context.Context, run *rangeRun) {
	for {
		key, shutdown := run.queue.Get()
		if shutdown || ctx.Err() != nil {
			if !shutdown {
				run.queue.Done(key)
			}
			return
		}
		// The reconcile's requests use the replica's context, not the
		// range's: Release waits for it to finish instead of aborting it,
		// since an aborted write may still land after the range moved.
		h.reconcile(h.root, run, key)
		run.queue.Done(key)
	}
}

// reconcile sets status.observedSize to spec.size, once per size: it acts
// only when the size is not yet observed, with the cached resourceVersion,
// so a stale cache gets a conflict instead of a second write.
func (h *rangeHandler) reconcile(ctx context.Context, run *rangeRun, key string) {
	start := time.Now()
	obj, ok, err := run.inf.GetIndexer().GetByKey(key)
	if err != nil || !ok {
		return
	}
	w := obj.(*widget.Widget)
	if w.Status.ObservedSize == w.Spec.Size {
		h.journal.add(record{replica: h.id, key: key, size: w.Spec.Size, start: start, end: time.Now()})
		return
	}
	w = w.DeepCopy()
	w.Status.ObservedSize = w.Spec.Size
	w.Status.Phase = h.id
	if _, err := h.client.UpdateStatus(ctx, w); err != nil {
		// A conflict means the cache was stale: the newer version's event
		// queues the key again. Anything else is lost to this reconcile,
		// and the test's checks would tell.
		if !apierrors.IsConflict(err) && ctx.Err() == nil {
			h.journal.failed(key, err)
		}
		return
	}
	h.journal.add(record{replica: h.id, key: key, size: w.Spec.Size, acted: true, start: start, end: time.Now()})
}

// cached is how many objects the replica's informers hold.
func (h *rangeHandler) cached() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, run := range h.ranges {
		n += len(run.inf.GetStore().ListKeys())
	}
	return n
}

// stats sums the ShardedListWatch counters of the replica's live ranges.
func (h *rangeHandler) stats() rt.ShardStats {
	h.mu.Lock()
	defer h.mu.Unlock()
	var sum rt.ShardStats
	for _, run := range h.ranges {
		s := run.lw.Stats()
		sum.Listed += s.Listed
		sum.ListDropped += s.ListDropped
		sum.Events += s.Events
		sum.EventsDropped += s.EventsDropped
		sum.ServerIgnored = sum.ServerIgnored || s.ServerIgnored
	}
	return sum
}

// has reports whether one of the replica's informers caches key.
func (h *rangeHandler) has(key string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, run := range h.ranges {
		if _, ok, _ := run.inf.GetStore().GetByKey(key); ok {
			return true
		}
	}
	return false
}
