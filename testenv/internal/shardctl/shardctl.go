// Package shardctl is a sharded controller of Widgets for the sharding
// tests, demo and benchmark: each replica is a shard.Member whose Handler
// runs one informer (on runtime.ShardedListWatch), one queue and one worker
// per range, and every reconcile goes into a shared Journal.
//
// The reconcile sets status.observedSize to spec.size, once per size: it
// acts only when the size is not observed yet, and writes with the cached
// resourceVersion, so a stale cache gets a conflict, never a second write.
package shardctl

import (
	"context"
	"fmt"
	"sync"
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

// Record is one reconcile: which replica looked at which object, when, and
// whether it acted (wrote status for a size not yet observed).
type Record struct {
	Replica    string
	Key        string
	Size       int64
	Acted      bool
	Start, End time.Time
}

// Journal collects the records of every replica. OnRecord, when set
// before use, sees each record as it is added (outside the lock).
type Journal struct {
	OnRecord func(Record)

	mu      sync.Mutex
	records []Record
	errs    []string
}

func (j *Journal) add(r Record) {
	j.mu.Lock()
	j.records = append(j.records, r)
	j.mu.Unlock()
	if j.OnRecord != nil {
		j.OnRecord(r)
	}
}

func (j *Journal) failed(key string, err error) {
	j.mu.Lock()
	j.errs = append(j.errs, key+": "+err.Error())
	j.mu.Unlock()
}

// Records returns a copy of the records so far.
func (j *Journal) Records() []Record {
	j.mu.Lock()
	defer j.mu.Unlock()
	return append([]Record(nil), j.records...)
}

// Errors returns the reconcile errors other than conflicts.
func (j *Journal) Errors() []string {
	j.mu.Lock()
	defer j.mu.Unlock()
	return append([]string(nil), j.errs...)
}

// Config is what the replicas of one controller share.
type Config struct {
	// Rest reaches the API server.
	Rest *rest.Config
	// Namespace holds the Widgets and the Leases; Start creates it.
	Namespace     string
	Group         string
	Ranges        int
	LeaseDuration time.Duration
	RenewInterval time.Duration
	Journal       *Journal
	// Logf reports membership round errors; nil drops them.
	Logf func(format string, args ...any)
}

// Replica is one member of the controller.
type Replica struct {
	ID      string
	Member  *shard.Member
	handler *rangeHandler
	stop    context.CancelFunc // ends the member loop
	done    chan struct{}
}

// Start starts replica id. Its loop is its own rather than Member.Run, so
// that Crash can end it without the graceful Shutdown.
func Start(cfg Config, id string) (*Replica, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	err := testenv.EnsureNamespace(ctx, cfg.Rest, cfg.Namespace)
	cancel()
	if err != nil {
		return nil, err
	}
	cs, err := coordinationv1client.NewForConfig(cfg.Rest)
	if err != nil {
		return nil, err
	}
	rc, err := widget.NewRESTClient(cfg.Rest)
	if err != nil {
		return nil, err
	}
	root, cancelRoot := context.WithCancel(context.Background())
	h := &rangeHandler{id: id, ns: cfg.Namespace, cfg: cfg.Rest, client: widget.NewClient(rc), journal: cfg.Journal, root: root, cancelRoot: cancelRoot, ranges: map[int]*rangeRun{}}
	m, err := shard.NewMember(shard.Config{
		Leases: cs.Leases(cfg.Namespace), Group: cfg.Group, Identity: id,
		Ranges: cfg.Ranges, LeaseDuration: cfg.LeaseDuration, RenewInterval: cfg.RenewInterval,
		Handler: h,
	})
	if err != nil {
		cancelRoot()
		return nil, err
	}
	ctx, stop := context.WithCancel(context.Background())
	r := &Replica{ID: id, Member: m, handler: h, stop: stop, done: make(chan struct{})}
	go func() {
		defer close(r.done)
		tick := time.NewTicker(cfg.RenewInterval)
		defer tick.Stop()
		for {
			if err := m.Step(ctx); err != nil && ctx.Err() == nil && cfg.Logf != nil {
				cfg.Logf("%s: %v", id, err)
			}
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
		}
	}()
	return r, nil
}

// Shutdown stops gracefully: releases every range and deletes the Lease.
// It may be called more than once, and after Crash.
func (r *Replica) Shutdown() {
	r.stop()
	<-r.done
	if r.handler.root.Err() == nil {
		r.Member.Shutdown()
	}
	r.handler.cancelRoot()
	r.handler.waitAll()
}

// Crash stops the replica the way a killed process stops: the loop ends,
// every informer and worker dies at once, nothing is released, the Lease
// stays until it expires.
func (r *Replica) Crash() {
	r.stop()
	<-r.done
	r.handler.cancelRoot()
	r.handler.waitAll()
}

// Cached is how many objects the replica's informers hold.
func (r *Replica) Cached() int { return r.handler.cached() }

// Stats sums the ShardedListWatch counters of the replica's live ranges.
func (r *Replica) Stats() rt.ShardStats { return r.handler.stats() }

// Has reports whether one of the replica's informers caches key.
func (r *Replica) Has(key string) bool { return r.handler.has(key) }

// rangeHandler is the shard.Handler of a replica.
type rangeHandler struct {
	id         string
	ns         string
	cfg        *rest.Config
	client     *widget.Client
	journal    *Journal
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

func (h *rangeHandler) reconcile(ctx context.Context, run *rangeRun, key string) {
	start := time.Now()
	obj, ok, err := run.inf.GetIndexer().GetByKey(key)
	if err != nil || !ok {
		return
	}
	w := obj.(*widget.Widget)
	if w.Status.ObservedSize == w.Spec.Size {
		h.journal.add(Record{Replica: h.id, Key: key, Size: w.Spec.Size, Start: start, End: time.Now()})
		return
	}
	w = w.DeepCopy()
	w.Status.ObservedSize = w.Spec.Size
	w.Status.Phase = h.id
	if _, err := h.client.UpdateStatus(ctx, w); err != nil {
		// A conflict means the cache was stale: the newer version's event
		// queues the key again. Anything else is lost to this reconcile,
		// and the checks of the journal would tell.
		if !apierrors.IsConflict(err) && ctx.Err() == nil {
			h.journal.failed(key, fmt.Errorf("update status: %w", err))
		}
		return
	}
	h.journal.add(Record{Replica: h.id, Key: key, Size: w.Spec.Size, Acted: true, Start: start, End: time.Now()})
}

func (h *rangeHandler) cached() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, run := range h.ranges {
		n += len(run.inf.GetStore().ListKeys())
	}
	return n
}

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

var _ shard.Handler = (*rangeHandler)(nil)
