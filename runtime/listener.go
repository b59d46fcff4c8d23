package runtime

import (
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"time"

	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/client-go/tools/cache"
	"k8s.io/klog/v2"
)

// deliverBatch bounds how many notifications the listener takes from its
// buffer under one lock; larger batches amortise the lock, smaller ones let
// a stopped listener notice sooner.
const deliverBatch = 256

// listener relays notifications to one handler on its own goroutine. Its
// buffer is unbounded, so the distributing goroutine (the informer's
// run loop) never waits for the handler: a slow handler only grows
// its own backlog. Notifications reach the handler in the order they were
// added.
//
// A handler that panics crashes the process, as in client-go: the panic
// goes through utilruntime.HandleCrash (logged, PanicHandlers run, then
// re-raised unless utilruntime.ReallyCrash is off). With recoverPanics (the
// informer's RecoverHandlerPanics option), or when ReallyCrash is off, the
// panic and its stack are logged, the notification is dropped and the
// handler gets the next one.
//
// Locking: mu guards the fields marked so; it is taken after the
// processor's mu when both are held, and never while the handler runs.
//
// A listener is also the registration handle returned to the caller: it
// reports HasSynced for its handler and, via ShutdownChan, when its
// goroutine has ended.
type listener[T Object] struct {
	handler handlerSink[T]
	name    string
	logger  klog.Logger
	// recoverPanics is set before the listener starts and never changes.
	recoverPanics bool

	mu sync.Mutex
	// cond wakes the goroutine when pending gains an item or the listener
	// stops; it is signalled only while waiting is true.
	cond    sync.Cond
	pending ring[T] // guarded by mu
	waiting bool    // guarded by mu: the goroutine sleeps on cond
	stopped bool    // guarded by mu: no more adds, the goroutine exits
	// stopping mirrors stopped for the delivering goroutine, which checks it
	// between notifications without taking mu.
	stopping atomic.Bool
	started  bool // guarded by mu: run has been started

	// finished is closed when the goroutine has ended (or, for a listener
	// that never started, when it is stopped).
	finished chan struct{}

	// Initial-list tracking for HasSynced: initialPending counts initial
	// OnAdds queued but not yet delivered; upstreamSynced is set once the
	// informer has synced and this listener's replay is queued. synced
	// closes when both hold.
	initialPending atomic.Int64
	upstreamSynced atomic.Bool
	synced         chan struct{}
	syncedOnce     sync.Once
	syncedName     string

	// Resync bookkeeping, guarded by the processor's mutex.
	requestedResync time.Duration // what the handler asked for (after the 1s floor)
	resyncPeriod    time.Duration // what it gets: 0 when the informer never resyncs
	nextResync      time.Time
	// resyncDue is set by the processor's shouldResync for the listeners
	// whose period elapsed; Sync updates go to those only.
	resyncDue atomic.Bool
}

func newListener[T Object](handler handlerSink[T], name string, logger klog.Logger, informerName string) *listener[T] {
	l := &listener[T]{
		handler:    handler,
		name:       name,
		logger:     logger,
		finished:   make(chan struct{}),
		synced:     make(chan struct{}),
		syncedName: fmt.Sprintf("%s + event handler %s", informerName, name),
	}
	l.cond.L = &l.mu
	// Until the first resync check, Sync updates (a relist that found an
	// unchanged object) reach every handler, as in client-go.
	l.resyncDue.Store(true)
	return l
}

// add queues one notification. It never blocks on the handler. Adds to a
// stopped listener are dropped.
func (l *listener[T]) add(n notification[T]) {
	if n.initial {
		l.initialPending.Add(1)
	}
	l.mu.Lock()
	if l.stopped {
		l.mu.Unlock()
		return
	}
	l.pending.push(n)
	wake := l.waiting
	l.waiting = false
	l.mu.Unlock()
	if wake {
		l.cond.Signal()
	}
}

// start runs the delivering goroutine once; wg accounts for it.
func (l *listener[T]) start(wg *sync.WaitGroup) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.started || l.stopped {
		return
	}
	l.started = true
	wg.Add(1)
	go func() {
		defer wg.Done()
		l.run()
	}()
}

// stop makes the goroutine exit after the notification it is delivering;
// what is still buffered is dropped. stop is idempotent.
func (l *listener[T]) stop() {
	l.mu.Lock()
	if l.stopped {
		l.mu.Unlock()
		return
	}
	l.stopped = true
	l.stopping.Store(true)
	l.pending.reset()
	started := l.started
	l.mu.Unlock()
	l.cond.Broadcast()
	if !started {
		close(l.finished)
	}
}

func (l *listener[T]) run() {
	defer close(l.finished)
	batch := make([]notification[T], 0, deliverBatch)
	for {
		l.mu.Lock()
		for l.pending.len() == 0 && !l.stopped {
			l.waiting = true
			l.cond.Wait()
		}
		if l.stopped {
			l.mu.Unlock()
			return
		}
		batch = l.pending.popInto(batch[:0], deliverBatch)
		l.mu.Unlock()

		for i := 0; i < len(batch); {
			i = l.deliverFrom(batch, i)
		}
		clear(batch) // keep no delivered object alive while idle
	}
}

// deliverFrom hands batch[i:] to the handler and returns len(batch), or the
// index after a notification whose handler panicked and was recovered. One
// deferred function covers the whole run of notifications, so the common
// path pays for it once per batch, not once per event.
func (l *listener[T]) deliverFrom(batch []notification[T], i int) (next int) {
	next = i
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if !l.recoverPanics {
			// client-go's behaviour: log, run the PanicHandlers, and crash
			// unless the program switched ReallyCrash off.
			func() {
				defer utilruntime.HandleCrashWithLogger(l.logger)
				panic(r)
			}()
		} else {
			l.logger.Error(fmt.Errorf("panic: %v", r), "Event handler panicked; the event is dropped and the handler keeps receiving later events",
				"handler", l.name, "stack", string(debug.Stack()))
		}
		n := batch[next]
		next++
		if n.initial {
			l.initialDelivered()
		}
	}()
	for ; next < len(batch); next++ {
		if l.stopping.Load() {
			return len(batch)
		}
		n := &batch[next]
		switch n.kind {
		case notifyAdd:
			l.handler.onAdd(n.obj, n.initial)
			if n.initial {
				l.initialDelivered()
			}
		case notifyUpdate:
			l.handler.onUpdate(n.old, n.obj)
		case notifyDelete:
			l.handler.onDelete(n)
		}
	}
	return next
}

// handlerSink is a handler as a listener calls it. The adapter to client-go's
// typed handler, which needs a comparable T, is typedSink: keeping it out of
// the listener lets the listener, its buffer and the processor compile once
// for all pointer kinds (see Object).
type handlerSink[T Object] interface {
	onAdd(obj T, initial bool)
	onUpdate(old, obj T)
	onDelete(n *notification[T])
}

// typedSink delivers to a client-go typed handler.
type typedSink[T ComparableObject] struct {
	h cache.TypedResourceEventHandler[T]
}

func (s typedSink[T]) onAdd(obj T, initial bool)   { s.h.OnAdd(obj, initial) }
func (s typedSink[T]) onUpdate(old, obj T)         { s.h.OnUpdate(old, obj) }
func (s typedSink[T]) onDelete(n *notification[T]) { s.h.OnDelete(deletedObject(n)) }

// deletedObject builds what a typed handler's OnDelete receives.
func deletedObject[T ComparableObject](n *notification[T]) cache.DeletedObject[T] {
	if !n.unknown {
		return cache.DeletedObject[T]{OptionalObj: n.obj}
	}
	tomb := &cache.DeletedFinalStateUnknown{Key: n.key}
	if !isZero(n.obj) {
		tomb.Obj = n.obj
	}
	return cache.DeletedObject[T]{OptionalObj: n.obj, FinalStateUnknown: tomb}
}

func (l *listener[T]) initialDelivered() {
	if l.initialPending.Add(-1) == 0 && l.upstreamSynced.Load() {
		l.markSynced()
	}
}

// setUpstreamSynced tells the listener that the informer has synced and
// that every initial notification meant for it has been added.
func (l *listener[T]) setUpstreamSynced() {
	l.upstreamSynced.Store(true)
	if l.initialPending.Load() == 0 {
		l.markSynced()
	}
}

func (l *listener[T]) markSynced() { l.syncedOnce.Do(func() { close(l.synced) }) }

// HasSynced reports whether the informer has synced and this handler has
// received every object of the initial list (or of the cache, for a handler
// added later).
func (l *listener[T]) HasSynced() bool {
	select {
	case <-l.synced:
		return true
	default:
		return false
	}
}

// HasSyncedChecker is HasSynced as a cache.DoneChecker, for cache.WaitFor.
func (l *listener[T]) HasSyncedChecker() cache.DoneChecker { return listenerSynced[T]{l} }

// ShutdownChan is closed once the handler has stopped receiving events, after
// RemoveEventHandler or the informer's stop; cache.ShutDownEventHandler
// waits on it.
func (l *listener[T]) ShutdownChan() <-chan struct{} { return l.finished }

type listenerSynced[T Object] struct{ l *listener[T] }

func (s listenerSynced[T]) Name() string          { return s.l.syncedName }
func (s listenerSynced[T]) Done() <-chan struct{} { return s.l.synced }

// shouldResync and scheduleResync are called with the processor's mutex held.
func (l *listener[T]) shouldResync(now time.Time) bool {
	return l.resyncPeriod > 0 && !now.Before(l.nextResync)
}

func (l *listener[T]) scheduleResync(now time.Time) { l.nextResync = now.Add(l.resyncPeriod) }
