package runtime

import (
	"sync"
	"sync/atomic"
	"time"
)

// processor fans notifications out to the listeners, one per handler.
//
// distribute runs on the informer's run loop for every event, so
// it reads the listener set without a lock: listeners is a copy-on-write
// slice swapped under mu. Adding and removing listeners, resync bookkeeping
// and start/stop take mu.
//
// Lock order: the informer's mu, then its deltaMu, then processor.mu, then
// a listener's mu; each may be taken alone. No handler runs under any of
// them: handlers run on the listeners' goroutines with no lock held.
// Invariant: once stopped, every listener in listeners (or added later) is
// stopped, so no handler is called again.
type processor[T Object] struct {
	mu sync.Mutex
	// listeners is replaced, never mutated in place, under mu.
	listeners atomic.Pointer[[]*listener[T]]
	running   bool // guarded by mu: listener goroutines are started on add
	stopped   bool // guarded by mu: the processor will not run again
	synced    bool // guarded by mu: the informer has synced
	// wg counts the listeners' goroutines.
	wg sync.WaitGroup
}

func newProcessor[T Object]() *processor[T] {
	p := &processor[T]{}
	p.listeners.Store(&[]*listener[T]{})
	return p
}

// addListener registers l. The caller queues a late handler's replay of the
// cache before calling ready, so that no live event overtakes it.
func (p *processor[T]) addListener(l *listener[T]) {
	p.mu.Lock()
	defer p.mu.Unlock()
	old := *p.listeners.Load()
	next := make([]*listener[T], len(old), len(old)+1)
	copy(next, old)
	next = append(next, l)
	p.listeners.Store(&next)
	switch {
	case p.stopped:
		l.stop()
	case p.running:
		l.start(&p.wg)
	}
}

// ready tells l that the informer has synced if it has; otherwise run's
// caller does so later through setSynced.
func (p *processor[T]) ready(l *listener[T]) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.synced {
		l.setUpstreamSynced()
	}
}

// removeListener unregisters l and stops it. It reports whether l was
// registered; removing twice is harmless.
func (p *processor[T]) removeListener(l *listener[T]) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	old := *p.listeners.Load()
	for i, x := range old {
		if x != l {
			continue
		}
		next := make([]*listener[T], 0, len(old)-1)
		next = append(next, old[:i]...)
		next = append(next, old[i+1:]...)
		p.listeners.Store(&next)
		l.stop()
		return true
	}
	return false
}

// distribute queues n for every listener, or, for a resync (an update whose
// resourceVersion did not change), only for listeners whose resync is due.
func (p *processor[T]) distribute(n notification[T], resync bool) {
	for _, l := range *p.listeners.Load() {
		if resync && !l.resyncDue.Load() {
			continue
		}
		l.add(n)
	}
}

// run starts every listener's goroutine; listeners added later start at once.
func (p *processor[T]) run() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped {
		return
	}
	p.running = true
	for _, l := range *p.listeners.Load() {
		l.start(&p.wg)
	}
}

// setSynced records that the informer's cache has synced and tells every
// listener.
func (p *processor[T]) setSynced() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.synced = true
	for _, l := range *p.listeners.Load() {
		l.setUpstreamSynced()
	}
}

// halt stops every listener without waiting: each handler finishes the
// event it is handling and gets no other; buffered events are dropped.
func (p *processor[T]) halt() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stopped = true
	p.running = false
	for _, l := range *p.listeners.Load() {
		l.stop()
	}
}

// stop halts the processor, forgets its listeners and waits for their
// goroutines to end.
func (p *processor[T]) stop() {
	p.halt()
	p.mu.Lock()
	empty := []*listener[T]{}
	p.listeners.Store(&empty)
	p.mu.Unlock()
	p.wg.Wait()
}

// shouldResync marks the listeners whose resync period has elapsed at now as
// due, schedules their next resync, and reports whether any is due. The
// reflector's resync timer asks it before queueing a resync; the Sync
// updates that follow go to the due listeners only.
func (p *processor[T]) shouldResync(now time.Time) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	any := false
	for _, l := range *p.listeners.Load() {
		due := l.shouldResync(now)
		l.resyncDue.Store(due)
		if due {
			any = true
			l.scheduleResync(now)
		}
	}
	return any
}

// setResyncCheckPeriod re-derives every listener's effective period after
// the informer lowered its check period (before start).
func (p *processor[T]) setResyncCheckPeriod(check time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, l := range *p.listeners.Load() {
		l.resyncPeriod = effectiveResync(l.requestedResync, check)
	}
}

// effectiveResync is the period a handler that asked for desired gets from
// an informer that checks for resyncs every check: none if either is zero,
// and never shorter than check.
func effectiveResync(desired, check time.Duration) time.Duration {
	if desired == 0 || check == 0 {
		return 0
	}
	return max(desired, check)
}
