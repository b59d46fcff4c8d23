package runtime

import (
	"sync"
)

// fifoBatch bounds how many watch deltas one pop hands over. The queue lock
// is taken once per batch rather than once per delta.
const fifoBatch = 1000

// fifoOp says what a queue entry asks the informer to do.
type fifoOp uint8

const (
	// opDelta applies one watch event (Added, Updated or Deleted).
	opDelta fifoOp = iota
	// opReplace swaps the cache for a whole list, as one step.
	opReplace
	// opResync replays the cache to the handlers whose resync is due.
	opResync
	// opBookmark records a resourceVersion the server reached.
	opBookmark
)

// fifoEntry is one step of the informer's input, in arrival order.
type fifoEntry[T Object] struct {
	op fifoOp
	// delta is the event of an opDelta entry.
	delta Delta[T]
	// items is the list of an opReplace entry, already transformed.
	items []T
	// resourceVersion is that of an opReplace or opBookmark entry.
	resourceVersion string
}

// orderedQueue is the informer's default queue, with the semantics of
// client-go v0.37's in-order FIFO as its informers configure it (atomic
// replace, bookmarks queued, batches popped): every watch event is kept and
// delivered in arrival order, across keys as well as within one, so a
// handler sees add a, add b, update a as they happened. A relist is one
// entry that the informer applies to its cache at once, announcing the
// deletions it implies (as DeletedFinalStateUnknown tombstones) before the
// listed objects; a resync is one entry too. Unlike the DeltaFIFO it needs
// no view of the cache: it never looks at keys, so it cannot drop a delete
// of an object nobody knew (client-go's handlers see those as well).
//
// It is a ReflectorStore and a BookmarkStore. One goroutine pops.
//
// Locking: mu guards every field below it and is never held while the
// popped entries are processed, nor while any caller-supplied function
// runs; it is a leaf lock (nothing else is acquired while it is held).
type orderedQueue[T Object] struct {
	// keyFunc, when not nil, checks a list's keys before it is queued
	// (see Replace).
	keyFunc KeyFunc[T]

	mu   sync.Mutex
	cond sync.Cond // on mu: signalled when entries arrive or the queue closes
	// entries[head:] are waiting, oldest first. Popped slots are zeroed so
	// the queue keeps nothing alive that it has handed over.
	entries []fifoEntry[T]
	head    int
	// populated is set by the first Add, Update, Delete or Replace.
	populated bool
	// initialPending counts entries queued up to and including the first
	// Replace (when it came first) that are not yet popped and processed.
	// The queue has synced once populated and initialPending is 0.
	initialPending int
	closed         bool
}

func newOrderedQueue[T Object](keyFunc KeyFunc[T]) *orderedQueue[T] {
	q := &orderedQueue[T]{keyFunc: keyFunc}
	q.cond.L = &q.mu
	return q
}

func (q *orderedQueue[T]) push(e fifoEntry[T]) {
	q.entries = append(q.entries, e)
	q.cond.Signal()
}

func (q *orderedQueue[T]) pushDelta(typ DeltaType, obj T) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.populated = true
	q.push(fifoEntry[T]{op: opDelta, delta: Delta[T]{Type: typ, Object: obj}})
	return nil
}

// Add queues an Added delta.
func (q *orderedQueue[T]) Add(obj T) error { return q.pushDelta(Added, obj) }

// Update queues an Updated delta.
func (q *orderedQueue[T]) Update(obj T) error { return q.pushDelta(Updated, obj) }

// Delete queues a Deleted delta, whether or not anyone knows the object.
func (q *orderedQueue[T]) Delete(obj T) error { return q.pushDelta(Deleted, obj) }

// Replace queues a relist as one entry. The first one, if nothing came
// before it, defines when the queue has synced.
//
// Every item's key is checked first, and a failure fails the list (the
// reflector reports it and lists again later). client-go's queue takes the
// list unchecked, and its informer then reports the list synced with an
// empty cache; refusing it keeps the cache from silently missing a whole
// collection.
func (q *orderedQueue[T]) Replace(items []T, resourceVersion string) error {
	if q.keyFunc != nil {
		for _, obj := range items {
			if _, err := keyOf(q.keyFunc, obj); err != nil {
				return err
			}
		}
	}
	q.mu.Lock()
	defer q.mu.Unlock()
	q.push(fifoEntry[T]{op: opReplace, items: items, resourceVersion: resourceVersion})
	if !q.populated {
		q.populated = true
		q.initialPending = q.len()
	}
	return nil
}

// Resync queues one entry that replays the cache to due handlers.
func (q *orderedQueue[T]) Resync() error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.push(fifoEntry[T]{op: opResync})
	return nil
}

// Bookmark queues the resourceVersion of a watch bookmark, so that the
// cache records it in order with the events around it.
func (q *orderedQueue[T]) Bookmark(resourceVersion string) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.push(fifoEntry[T]{op: opBookmark, resourceVersion: resourceVersion})
	return nil
}

func (q *orderedQueue[T]) len() int { return len(q.entries) - q.head }

// Len is the number of entries waiting.
func (q *orderedQueue[T]) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.len()
}

// HasSynced reports whether the first list (or a first event that was not a
// list) has been popped and processed.
func (q *orderedQueue[T]) HasSynced() bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.populated && q.initialPending == 0
}

// Close wakes a waiting pop; pop then reports ErrFIFOClosed once the queue
// is empty. The informer stops popping as soon as its context ends, so a
// backlog left in a closed queue is dropped.
func (q *orderedQueue[T]) Close() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.closed = true
	q.cond.Broadcast()
}

// pop waits for entries and hands the oldest to process, outside the lock:
// either one relist, resync or bookmark entry, or a run of up to fifoBatch
// watch deltas. initial tells process whether the queue had not synced yet
// when they were taken. dst is reused storage; pop returns it, cleared.
func (q *orderedQueue[T]) pop(dst []fifoEntry[T], process func(batch []fifoEntry[T], initial bool) error) ([]fifoEntry[T], error) {
	q.mu.Lock()
	for q.len() == 0 {
		if q.closed {
			q.mu.Unlock()
			return dst, ErrFIFOClosed
		}
		q.cond.Wait()
	}
	initial := !(q.populated && q.initialPending == 0)
	limit := fifoBatch
	if q.initialPending > 0 {
		// Entries after the first list are not part of it.
		limit = min(limit, q.initialPending)
	}
	batch := dst[:0]
	for q.head < len(q.entries) && len(batch) < limit {
		e := &q.entries[q.head]
		single := e.op != opDelta
		if single && len(batch) > 0 {
			break
		}
		batch = append(batch, *e)
		*e = fifoEntry[T]{}
		q.head++
		if single {
			break
		}
	}
	q.compact()
	q.mu.Unlock()

	err := process(batch, initial)

	q.mu.Lock()
	if q.initialPending > 0 {
		q.initialPending = max(q.initialPending-len(batch), 0)
	}
	q.mu.Unlock()
	clear(batch)
	return batch[:0], err
}

// compact reclaims the popped prefix once it dominates the slice, so that a
// long-lived queue neither grows without bound nor copies on every pop.
func (q *orderedQueue[T]) compact() {
	switch {
	case q.head == len(q.entries):
		if cap(q.entries) > 4*fifoBatch {
			q.entries = nil // let a burst's storage go
		} else {
			q.entries = q.entries[:0]
		}
		q.head = 0
	case q.head > len(q.entries)/2 && q.head > 64:
		n := copy(q.entries, q.entries[q.head:])
		clear(q.entries[n:])
		q.entries = q.entries[:n]
		q.head = 0
	}
}
