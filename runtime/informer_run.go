package runtime

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/tools/cache"
	"k8s.io/klog/v2"

	"github.com/kubegen/kubegen/runtime/internal/wire"
)

// Run runs the informer until stopCh is closed. See RunWithContext.
func (s *informerCore[T]) Run(stopCh <-chan struct{}) {
	s.RunWithContext(wait.ContextForChannel(stopCh))
}

// RunWithContext runs the informer until ctx is done, then stops every
// goroutine it started and returns. The pipeline:
//
//	reflector -> queue -> pop -> cache update -> processor -> one goroutine per handler
//
// The queue is the in-order queue (see orderedQueue), or a DeltaFIFO whose
// knownObjects is the cache when InformerOptions.UseDeltaFIFO is set.
//
// Once ctx is done no handler is given another event: the processor stops
// the handlers' goroutines (the event being handled finishes) and the
// run loop stops popping, leaving the backlog undelivered. A second
// call, concurrent or later, logs a warning and returns at once.
func (s *informerCore[T]) RunWithContext(ctx context.Context) {
	logger := klog.FromContext(ctx)
	s.mu.Lock()
	if s.started {
		s.mu.Unlock()
		logger.Info("Warning: Run called on an informer that already runs or ran; ignoring it", "objects", s.description)
		return
	}
	s.started = true
	var (
		store     ReflectorStore[T]
		closeFIFO func()
		loop      func()
	)
	if s.opts.useDeltaFIFO {
		fifo := NewDeltaFIFO(DeltaFIFOOptions[T]{
			KeyFunc:               s.keyFunc,
			KnownObjects:          s.indexer,
			EmitDeltaTypeReplaced: true,
		})
		store = &syncSignalStore[T]{fifo: fifo, informer: s}
		closeFIFO = fifo.Close
		loop = func() { s.deltaFIFOLoop(ctx, logger, fifo) }
	} else {
		// MetaNamespaceKey fails only on nil objects, which the reflector
		// never passes on: only a custom key function needs checking.
		var check KeyFunc[T]
		if s.opts.customKeyFunc {
			check = s.keyFunc
		}
		q := newOrderedQueue(check)
		store = q
		closeFIFO = q.Close
		loop = func() { s.orderedLoop(ctx, logger, q) }
	}
	s.reflector = NewReflector(s.lw, store, s.reflectorOptions())
	// The cache's objects are read-only, so they may share equal maps
	// (after the transform, which may still change them).
	s.reflector.share = wire.NewShareTable()
	reflector := s.reflector
	s.mu.Unlock()

	s.processor.run()
	var wg sync.WaitGroup
	// With KUBE_CACHE_MUTATION_DETECTOR on, the indexer hands every object
	// it stores to client-go's detector, which runs until the informer stops.
	var zero T
	if d := s.indexer.EnableMutationDetection(fmt.Sprintf("%T", zero)); d != nil {
		detectorStop := make(chan struct{})
		var detectorDone sync.WaitGroup
		detectorDone.Go(func() { d.Run(detectorStop) })
		defer func() { close(detectorStop); detectorDone.Wait() }()
	}
	wg.Go(func() { reflector.Run(ctx) })
	wg.Go(func() {
		<-ctx.Done()
		// Handlers hear nothing more from now on; the loop below sees ctx
		// and returns after the entry it is applying.
		s.processor.halt()
		closeFIFO()
	})
	loop()
	wg.Wait()

	s.mu.Lock()
	s.stopped = true
	s.mu.Unlock()
	s.processor.stop()
}

// orderedLoop pops the in-order queue until ctx ends or it is closed.
func (s *informerCore[T]) orderedLoop(ctx context.Context, logger klog.Logger, q *orderedQueue[T]) {
	var buf []fifoEntry[T]
	for ctx.Err() == nil {
		var err error
		buf, err = q.pop(buf, s.applyEntries)
		if s.popped(logger, err, q.HasSynced) {
			return
		}
	}
}

// deltaFIFOLoop pops the DeltaFIFO until ctx ends or it is closed.
func (s *informerCore[T]) deltaFIFOLoop(ctx context.Context, logger klog.Logger, fifo *DeltaFIFO[T]) {
	for ctx.Err() == nil {
		if s.popped(logger, fifo.Pop(s.handleDeltas), fifo.HasSynced) {
			return
		}
	}
}

// popped follows every pop of either queue, whose result is err: it
// updates the metrics, logs a failure to apply an entry, and marks the
// informer synced once the queue is. It reports whether the queue is closed.
func (s *informerCore[T]) popped(logger klog.Logger, err error, queueSynced func() bool) (closed bool) {
	if s.metrics.enabled() {
		s.metrics.observe(s.indexer.LastStoreSyncResourceVersion())
	}
	if errors.Is(err, ErrFIFOClosed) {
		return true
	}
	if err != nil {
		logger.Error(err, "Failed to apply an event to the informer cache", "objects", s.description)
	}
	if !s.HasSynced() && queueSynced() {
		s.markSynced()
	}
	return false
}

// applyEntries applies a batch popped from the in-order queue, in order.
// An entry that fails (a key or index function error) is reported and the
// rest still applied, as client-go does with a batch. deltaMu is taken per
// entry, around the commit and the hand-over to the handlers only: key and
// index functions run before it (docs/runtime.md, Locks).
func (s *informerCore[T]) applyEntries(batch []fifoEntry[T], initial bool) error {
	var errs []error
	for i := range batch {
		e := &batch[i]
		var err error
		switch e.op {
		case opDelta:
			err = s.applyDelta("", &e.delta, initial)
		case opReplace:
			err = s.applyReplace(e.items, e.resourceVersion, initial)
		case opResync:
			// Every cached object, as an update to itself: only handlers
			// whose resync is due get these.
			s.deltaMu.Lock()
			for _, obj := range s.indexer.Items() {
				s.processor.distribute(notification[T]{kind: notifyUpdate, old: obj, obj: obj}, true)
			}
			s.deltaMu.Unlock()
		case opBookmark:
			s.indexer.Bookmark(e.resourceVersion)
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// applyReplace swaps the cache for a relisted collection and tells the
// handlers what changed, as client-go's atomic replace does: first a
// DeletedFinalStateUnknown tombstone (with the last cached object) for each
// cached key the list lacks, then, in list order, OnAdd for each new key
// and OnUpdate(cached, listed) for each known one. The cache is replaced
// before any handler hears of it. A key or index function failure leaves
// the cache as it was and tells nobody. Keys and indices are computed with
// no lock held; the swap and the hand-over happen under deltaMu.
func (s *informerCore[T]) applyReplace(items []T, resourceVersion string, initial bool) error {
	recorded := false
	for {
		p, err := s.indexer.prepareReplace(items, resourceVersion)
		if err != nil {
			return err
		}
		if !recorded {
			// The mutation detector copies the objects before any handler
			// can see (and wrongly change) them, as client-go's store does.
			s.indexer.detectAllMutations(items)
			recorded = true
		}
		s.deltaMu.Lock()
		prev, ok := s.indexer.commitReplace(&p)
		if ok {
			s.distributeReplace(items, p.keys, prev, initial)
		}
		s.deltaMu.Unlock()
		if ok {
			return nil
		}
	}
}

// distributeReplace tells the handlers about a relist that replaced prev
// (no longer the cache's, so read without its lock) by items, whose keys
// are keys. Called with deltaMu held; runs nothing of the caller's.
func (s *informerCore[T]) distributeReplace(items []T, keys []string, prev map[string]T, initial bool) {
	if len(prev) == 0 {
		// Nothing cached, nothing to compare: every item is an add.
		for _, obj := range items {
			s.processor.distribute(notification[T]{kind: notifyAdd, obj: obj, initial: initial}, false)
		}
		return
	}
	listed := make(map[string]struct{}, len(keys))
	for _, key := range keys {
		listed[key] = struct{}{}
	}
	for key, last := range prev {
		if _, ok := listed[key]; !ok {
			s.processor.distribute(notification[T]{kind: notifyDelete, unknown: true, key: key, obj: last}, false)
		}
	}
	for n, obj := range items {
		old, existed := prev[keys[n]]
		if !existed {
			s.processor.distribute(notification[T]{kind: notifyAdd, obj: obj, initial: initial}, false)
			continue
		}
		resync := old.GetResourceVersion() == obj.GetResourceVersion()
		s.processor.distribute(notification[T]{kind: notifyUpdate, old: old, obj: obj}, resync)
	}
}

// handleDeltas applies one key's deltas from the DeltaFIFO, oldest first.
// It runs as the DeltaFIFO's process, so under the queue's popMu, which
// nothing outside the informer can wait for (docs/runtime.md, Locks).
func (s *informerCore[T]) handleDeltas(key string, deltas []Delta[T]) error {
	for i := range deltas {
		if err := s.applyDelta(key, &deltas[i], deltas[i].InInitialList); err != nil {
			return err
		}
	}
	return nil
}

// applyDelta applies one delta: the cache is updated before the handlers
// are told, so a handler that reads the cache sees the object it is told
// about (or a newer state). key is the queue's key when it knows it. The
// key and index functions run first, with no lock held; the commit and the
// hand-over to the handlers happen together under deltaMu, and start over
// if another write reached the cache in between.
func (s *informerCore[T]) applyDelta(key string, d *Delta[T], initial bool) error {
	k := d.Key
	if k == "" {
		k = key
	}
	if k == "" {
		var err error
		if k, err = keyOf(s.keyFunc, d.Object); err != nil {
			return err
		}
	}
	var buf [4]indexChange
	if d.Type == Deleted {
		rv := ""
		if !d.Unknown {
			rv = d.Object.GetResourceVersion()
		}
		for {
			p, changes := s.indexer.prepareRemove(k, rv, rv != "", buf[:0])
			s.deltaMu.Lock()
			ok := s.indexer.commitRemove(&p, changes)
			if ok {
				s.processor.distribute(notification[T]{kind: notifyDelete, obj: d.Object, unknown: d.Unknown, key: k}, false)
			}
			s.deltaMu.Unlock()
			if ok {
				return nil
			}
		}
	}
	// Added, Updated, Sync and Replaced: an add when the key is new, an
	// update otherwise.
	recorded := false
	for {
		p, changes, err := s.indexer.preparePut(k, d.Object, s.keyedNamespaceIndex, buf[:0])
		if err != nil {
			return err
		}
		if !recorded {
			// Copied for the mutation detector before a handler sees it.
			s.indexer.detectMutations(d.Object)
			recorded = true
		}
		s.deltaMu.Lock()
		ok := s.indexer.commitPut(&p, changes)
		if ok {
			s.distributePut(&p, initial)
		}
		s.deltaMu.Unlock()
		if ok {
			return nil
		}
	}
}

// distributePut tells the handlers about a committed put. Called with
// deltaMu held.
func (s *informerCore[T]) distributePut(p *putPlan[T], initial bool) {
	if !p.existed {
		s.processor.distribute(notification[T]{kind: notifyAdd, obj: p.obj, initial: initial}, false)
		return
	}
	// An unchanged resourceVersion means nothing changed (a resync or a
	// relist): only handlers whose resync is due hear of it.
	resync := p.old.GetResourceVersion() == p.obj.GetResourceVersion()
	s.processor.distribute(notification[T]{kind: notifyUpdate, old: p.old, obj: p.obj}, resync)
}

// markSynced closes the informer's synced channel and tells the handlers.
// It holds deltaMu so that a late handler's replay is queued whole before
// the handler can be told that the informer has synced.
func (s *informerCore[T]) markSynced() {
	select {
	case <-s.synced:
		return
	default:
	}
	s.deltaMu.Lock()
	defer s.deltaMu.Unlock()
	s.markSyncedLocked()
}

// markSyncedLocked is markSynced with deltaMu held.
func (s *informerCore[T]) markSyncedLocked() {
	s.syncedOnce.Do(func() {
		close(s.synced)
		s.processor.setSynced()
	})
}

// syncSignalStore is the reflector's view of the queue: the DeltaFIFO, plus
// a check after each write. An empty first list, or a first write that is
// not a list, makes the queue synced without anything to pop, so the
// run loop alone would never notice.
//
// It also takes the first list into an empty cache without queueing it
// (see initialList). Only the reflector's goroutine calls it.
type syncSignalStore[T Object] struct {
	fifo     *DeltaFIFO[T]
	informer *informerCore[T]
	// listed is set once a list has been handed over.
	listed bool
}

func (q *syncSignalStore[T]) after(err error) error {
	q.listed = q.listed || q.fifo.HasSynced()
	if q.fifo.HasSynced() {
		q.informer.markSynced()
	}
	return err
}

func (q *syncSignalStore[T]) Add(obj T) error    { return q.after(q.fifo.Add(obj)) }
func (q *syncSignalStore[T]) Update(obj T) error { return q.after(q.fifo.Update(obj)) }
func (q *syncSignalStore[T]) Delete(obj T) error { return q.after(q.fifo.Delete(obj)) }
func (q *syncSignalStore[T]) Resync() error      { return q.fifo.Resync() }

func (q *syncSignalStore[T]) Replace(items []T, resourceVersion string) error {
	if !q.listed {
		if done, err := q.initialList(items, resourceVersion); done {
			// A failed first list is tried the same way next time.
			q.listed = err == nil
			return err
		}
		q.listed = true
	}
	return q.after(q.fifo.Replace(items, resourceVersion))
}

// initialList applies the first list straight to the cache when nothing is
// queued or cached yet, which is the usual start. Queueing it would only
// store every item in the queue and pop it again: nothing can interleave
// with it (the watch starts after Replace returns, and the queue is empty),
// and each key appears once. The handlers get the same events in the same
// order, OnAdd(obj, true) for each item, and the informer reports synced
// once they are queued for the handlers, as after the last pop.
//
// The queue is first told of an empty first list, so that it counts as
// synced with its knownObjects (the cache) still empty; the cache is filled
// after that. It reports done=false when the fast path does not apply.
func (q *syncSignalStore[T]) initialList(items []T, resourceVersion string) (done bool, err error) {
	s := q.informer
	// Keys and indices first, with no lock held (docs/runtime.md, Locks).
	told, recorded := false, false
	for {
		p, prepErr := s.indexer.prepareReplace(items, resourceVersion)
		if prepErr == nil && !recorded {
			// Copied for the mutation detector before a handler sees them.
			s.indexer.detectAllMutations(items)
			recorded = true
		}
		s.deltaMu.Lock()
		if !told && (q.fifo.Len() != 0 || s.indexer.Len() != 0) {
			s.deltaMu.Unlock()
			return false, nil
		}
		if !told {
			if err := q.fifo.Replace(nil, resourceVersion); err != nil {
				s.deltaMu.Unlock()
				return true, err
			}
			told = true
		}
		if prepErr != nil {
			// A key or index function failed on some item, and nothing
			// changed: fail the list as the queue's Replace would.
			s.deltaMu.Unlock()
			return true, prepErr
		}
		prev, ok := s.indexer.commitReplace(&p)
		if ok {
			s.distributeReplace(items, p.keys, prev, true)
			s.markSyncedLocked()
		}
		s.deltaMu.Unlock()
		if ok {
			return true, nil
		}
	}
}

// controllerView is what GetController returns: client-go's informers hand
// out a controller that cannot be run on its own either; it reports the
// informer's state.
type controllerView[T Object] struct{ s *informerCore[T] }

func (controllerView[T]) Run(<-chan struct{})                   {}
func (controllerView[T]) RunWithContext(context.Context)        {}
func (c controllerView[T]) HasSynced() bool                     { return c.s.HasSynced() }
func (c controllerView[T]) HasSyncedChecker() cache.DoneChecker { return c.s.HasSyncedChecker() }
func (c controllerView[T]) LastSyncResourceVersion() string     { return c.s.LastSyncResourceVersion() }
