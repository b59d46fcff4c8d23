package runtime

import (
	"sync"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

// ErrFIFOClosed is returned by Pop once the queue is closed and drained.
// It is client-go's value, so errors.Is against either name works.
var ErrFIFOClosed = cache.ErrFIFOClosed

// DeltaFIFOOptions configures a DeltaFIFO.
type DeltaFIFOOptions[T Object] struct {
	// KeyFunc computes queue keys; nil means MetaNamespaceKey. It must
	// match the key function of KnownObjects.
	KeyFunc KeyFunc[T]
	// KnownObjects is the store that popped deltas end up in (the
	// informer's Indexer). With it, deletes of stored objects are queued,
	// Replace finds the deletions a broken watch lost, and Resync works.
	KnownObjects KeyLister[T]
	// EmitDeltaTypeReplaced makes Replace queue Replaced rather than Sync.
	EmitDeltaTypeReplaced bool
	// Transform, when set, runs once on every object that enters the queue
	// from Add, Update, Delete or Replace, before it is queued. It never runs
	// on the last-known objects of tombstones or on Resync's Sync deltas:
	// those have been transformed already.
	Transform func(T) (T, error)
	// Name names the queue in HasSyncedChecker; empty means "DeltaFIFO".
	Name string
}

// DeltaFIFO is the queue between a Reflector and the informer loop. Each key
// has one entry, at the position of its oldest unpopped delta; Pop hands
// over all of a key's deltas at once, oldest first. It is a
// ReflectorStore[T]; Queue() gives the same queue as client-go's untyped
// cache.Queue.
//
// Pop processes a key without holding the queue lock, so the reflector keeps
// queueing while the informer works. Until process returns, the popped key
// is "in flight": KnownObjects does not show its deltas yet, so Delete,
// Replace and Resync look at the in-flight deltas instead, and see the state
// the key will have once they are applied.
//
// Locking. Two locks, always taken in this order: popMu, then mu.
//   - popMu only serialises consumers: it is held by one Pop from taking a
//     key until its process returns, so a key's deltas are handled in order
//     and at most one key is in flight. It is the one lock of the runtime
//     held while the caller's code runs (docs/runtime.md R42): process runs
//     under it, and with InformerOptions.UseDeltaFIFO process is the
//     informer's delta handling, which runs the key and index functions
//     (handlers still run on their listeners' goroutines, under no lock).
//     Nothing but another Pop ever waits for it, so process may call every
//     other method of the queue; calling Pop from process would wait
//     forever, as it would in client-go.
//   - mu guards every field below it. The key function and the transform
//     (the caller's code) run before it is taken, process after it is
//     released. Under it the queue reads KnownObjects (ListKeys, Lookup),
//     which must be a store that never calls back into the queue (the
//     informer's Indexer: its own lock is a leaf, taken after mu).
type DeltaFIFO[T Object] struct {
	keyFunc      KeyFunc[T]
	known        KeyLister[T]
	replacedType DeltaType // Sync, or Replaced when asked for
	transform    func(T) (T, error)
	name         string
	// synced is closed once HasSynced turns true (see HasSyncedChecker).
	synced chan struct{}

	popMu sync.Mutex

	mu   sync.Mutex
	cond sync.Cond // on mu: broadcast when the queue grows or closes
	// items holds each queued key's deltas, oldest first, never empty.
	// Go maps never shrink: once a burst (the initial list) has drained,
	// the map is replaced so that its buckets are freed; itemsPeak is the
	// largest size since the last replacement.
	items     map[string][]Delta[T]
	itemsPeak int
	// queue[head:] holds each key of items exactly once, in the order of
	// their oldest deltas.
	queue []string
	head  int
	// inFlight holds the deltas of inFlightKey while Pop's process runs;
	// kept only with KnownObjects, the store those deltas are going to.
	inFlightKey string
	inFlight    []Delta[T]

	// populated is set by the first Add, Update, Delete or Replace.
	populated bool
	// initialPending counts queue entries of the first Replace (if it came
	// first) not yet popped and processed; synced means populated and 0,
	// and once true stays true (syncedClosed records that synced is closed).
	initialPending  int
	syncedClosed    bool
	resourceVersion string
	closed          bool
}

var _ ReflectorStore[*metav1.PartialObjectMetadata] = (*DeltaFIFO[*metav1.PartialObjectMetadata])(nil)

// NewDeltaFIFO returns an empty, open queue.
func NewDeltaFIFO[T Object](opts DeltaFIFOOptions[T]) *DeltaFIFO[T] {
	f := &DeltaFIFO[T]{
		keyFunc:      opts.KeyFunc,
		known:        opts.KnownObjects,
		replacedType: Sync,
		transform:    opts.Transform,
		name:         opts.Name,
		synced:       make(chan struct{}),
		items:        map[string][]Delta[T]{},
	}
	if f.name == "" {
		f.name = "DeltaFIFO"
	}
	if f.keyFunc == nil {
		f.keyFunc = MetaNamespaceKey[T]
	}
	if opts.EmitDeltaTypeReplaced {
		f.replacedType = Replaced
	}
	f.cond.L = &f.mu
	return f
}

// Add queues an Added delta.
func (f *DeltaFIFO[T]) Add(obj T) error { return f.queueChange(Added, obj) }

// Update queues an Updated delta.
func (f *DeltaFIFO[T]) Update(obj T) error { return f.queueChange(Updated, obj) }

func (f *DeltaFIFO[T]) queueChange(typ DeltaType, obj T) error {
	key, err := keyOf(f.keyFunc, obj)
	if err != nil {
		return err
	}
	// The transform is the caller's code: run it outside the lock.
	if obj, err = f.transformed(obj); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.populateLocked()
	f.appendLocked(Delta[T]{Type: typ, Object: obj, Key: key})
	return nil
}

// Delete queues a Deleted delta, unless the key is neither queued nor known
// (then nobody downstream has the object, and there is nothing to delete).
// The transform runs between two holds of the lock, so the key is looked up
// again before the delta is queued.
func (f *DeltaFIFO[T]) Delete(obj T) error {
	key, err := keyOf(f.keyFunc, obj)
	if err != nil {
		return err
	}
	return f.deleteKeyed(Delta[T]{Type: Deleted, Object: obj, Key: key})
}

// deleteKeyed queues d, a Deleted delta, if its key exists (see Delete). A
// tombstone (d.Unknown) is not transformed: its object, if any, already was.
func (f *DeltaFIFO[T]) deleteKeyed(d Delta[T]) error {
	f.mu.Lock()
	f.populateLocked()
	exists := f.existsLocked(d.Key)
	f.mu.Unlock()
	if !exists {
		return nil
	}
	if !d.Unknown {
		var err error
		if d.Object, err = f.transformed(d.Object); err != nil {
			return err
		}
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.existsLocked(d.Key) {
		f.appendLocked(d)
	}
	return nil
}

// Replace is a relist: it queues Sync (or Replaced) for every item, then a
// tombstone (Deleted, Unknown) carrying the last known object for every
// queued or known key that items lack: deletions a broken watch never
// delivered. The first Replace, if no Add, Update or Delete came before it,
// marks its deltas InInitialList and defines when HasSynced turns true.
func (f *DeltaFIFO[T]) Replace(items []T, resourceVersion string) error {
	keys := make([]string, len(items))
	objs := items
	if f.transform != nil {
		objs = make([]T, len(items))
	}
	for n, obj := range items {
		key, err := keyOf(f.keyFunc, obj)
		if err != nil {
			return err
		}
		keys[n] = key
	}
	// Only once every key is known good, so that a failing list does not
	// transform objects it then drops.
	if f.transform != nil {
		for n, obj := range items {
			var err error
			if objs[n], err = f.transform(obj); err != nil {
				return err
			}
		}
	}

	f.mu.Lock()
	defer f.mu.Unlock()
	first := !f.populated
	f.populated = true // populateLocked's check comes below, with the count
	// Keys queued before the list and missing from it lost a deletion.
	// Tracking those (usually few, none on the initial list) rather than
	// the listed keys spares a set as large as the list.
	var unlisted map[string]struct{}
	if len(f.items) > 0 {
		unlisted = make(map[string]struct{}, len(f.items))
		for key := range f.items {
			unlisted[key] = struct{}{}
		}
	}
	for n, key := range keys {
		delete(unlisted, key)
		f.appendLocked(Delta[T]{Type: f.replacedType, Object: objs[n], Key: key, InInitialList: first})
	}
	tombstone := func(key string, last T) {
		f.appendLocked(Delta[T]{Type: Deleted, Object: last, Key: key, Unknown: true, InInitialList: first})
	}
	for key := range unlisted {
		// The newest delta's object is the last state seen (for a
		// tombstone, the one it carries).
		deltas := f.items[key]
		tombstone(key, deltas[len(deltas)-1].Object)
	}
	// From here on every listed key is queued: a key that is not queued
	// was not listed.
	if f.known != nil {
		if f.inFlight != nil {
			_, queued := f.items[f.inFlightKey]
			newest := f.inFlight[len(f.inFlight)-1]
			if !queued && newest.Type != Deleted {
				tombstone(f.inFlightKey, newest.Object)
			}
		}
		for _, key := range f.known.ListKeys() {
			if _, handled := f.items[key]; handled || (f.inFlight != nil && key == f.inFlightKey) {
				continue
			}
			last, _ := f.known.Lookup(key) // gone meanwhile: a zero T
			tombstone(key, last)
		}
	}
	f.resourceVersion = resourceVersion
	if first {
		f.initialPending = len(f.queue) - f.head
	}
	f.checkSyncedLocked()
	return nil
}

// Resync queues a Sync delta for every known object whose key has no
// deltas queued or in flight (those will reach handlers anyway, and a Sync
// of the known object would bring back an older state). Without
// KnownObjects it does nothing.
func (f *DeltaFIFO[T]) Resync() error {
	if f.known == nil {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, key := range f.known.ListKeys() {
		if _, queued := f.items[key]; queued || (f.inFlight != nil && key == f.inFlightKey) {
			continue
		}
		if obj, ok := f.known.Lookup(key); ok {
			f.appendLocked(Delta[T]{Type: Sync, Object: obj, Key: key})
		}
	}
	return nil
}

// Pop waits for a queued key, removes it with all its deltas and calls
// process with them, oldest first; it returns process's error. Pops are
// serialised, and a key of the first Replace counts as synced only once
// process returns. After Close, Pop drains what is queued and then returns
// ErrFIFOClosed.
func (f *DeltaFIFO[T]) Pop(process func(key string, deltas []Delta[T]) error) error {
	return f.pop(func(key string, deltas []Delta[T], _ bool) error { return process(key, deltas) })
}

// pop is Pop; process also learns whether the queue had not synced yet when
// the key was taken (client-go's isInInitialList).
func (f *DeltaFIFO[T]) pop(process func(key string, deltas []Delta[T], beforeSync bool) error) error {
	f.popMu.Lock()
	defer f.popMu.Unlock()

	f.mu.Lock()
	for f.head == len(f.queue) {
		if f.closed {
			f.mu.Unlock()
			return ErrFIFOClosed
		}
		f.cond.Wait()
	}
	key := f.popKeyLocked()
	deltas := f.items[key]
	delete(f.items, key)
	if len(f.items) == 0 && f.itemsPeak > 1024 {
		f.items, f.itemsPeak = map[string][]Delta[T]{}, 0
	}
	initial := f.initialPending > 0
	if f.known != nil {
		f.inFlightKey, f.inFlight = key, deltas
	}
	f.mu.Unlock()

	defer func() {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.inFlightKey, f.inFlight = "", nil
		if initial {
			f.initialPending--
			f.checkSyncedLocked()
		}
	}()
	return process(key, deltas, initial)
}

// Close makes Pop return ErrFIFOClosed once the queue is empty, waking any
// Pop that waits.
func (f *DeltaFIFO[T]) Close() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.closed = true
	f.cond.Broadcast()
}

// IsClosed reports whether Close was called.
func (f *DeltaFIFO[T]) IsClosed() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.closed
}

// HasSynced reports whether the first Replace has been fully processed:
// every key it queued popped and processed. It is true at once after an
// empty first Replace, or when Add, Update or Delete came before any Replace.
func (f *DeltaFIFO[T]) HasSynced() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.syncedClosed
}

// HasSyncedChecker returns the queue as a cache.DoneChecker: Done is closed
// when HasSynced turns true.
func (f *DeltaFIFO[T]) HasSyncedChecker() cache.DoneChecker { return fifoSynced{f.name, f.synced} }

// fifoSynced is a DeltaFIFO's cache.DoneChecker.
type fifoSynced struct {
	name string
	done chan struct{}
}

func (s fifoSynced) Name() string          { return s.name }
func (s fifoSynced) Done() <-chan struct{} { return s.done }

// populateLocked records that the queue was written to.
func (f *DeltaFIFO[T]) populateLocked() {
	f.populated = true
	f.checkSyncedLocked()
}

// checkSyncedLocked closes synced the first time the queue is populated
// with nothing of the first Replace pending; call it whenever populated or
// initialPending changes.
func (f *DeltaFIFO[T]) checkSyncedLocked() {
	if !f.syncedClosed && f.populated && f.initialPending == 0 {
		f.syncedClosed = true
		close(f.synced)
	}
}

// KeyOf returns obj's queue key; a failure is a KeyError.
func (f *DeltaFIFO[T]) KeyOf(obj T) (string, error) { return keyOf(f.keyFunc, obj) }

// ListKeys returns the queued keys, in no particular order.
func (f *DeltaFIFO[T]) ListKeys() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make([]string, 0, len(f.items))
	for key := range f.items {
		out = append(out, key)
	}
	return out
}

// Len returns the number of queued keys.
func (f *DeltaFIFO[T]) Len() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.queue) - f.head
}

// LastSyncResourceVersion returns the resourceVersion of the last Replace.
func (f *DeltaFIFO[T]) LastSyncResourceVersion() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.resourceVersion
}

func (f *DeltaFIFO[T]) transformed(obj T) (T, error) {
	if f.transform == nil {
		return obj, nil
	}
	return f.transform(obj)
}

// existsLocked reports whether anyone downstream has, or is about to have,
// the object under key: it is queued, or known once the in-flight deltas
// are applied.
func (f *DeltaFIFO[T]) existsLocked(key string) bool {
	if _, queued := f.items[key]; queued {
		return true
	}
	if f.known == nil {
		return false
	}
	if f.inFlight != nil && key == f.inFlightKey {
		return f.inFlight[len(f.inFlight)-1].Type != Deleted
	}
	_, ok := f.known.Lookup(key)
	return ok
}

// appendLocked queues d behind the key's earlier deltas, or at the end of
// the queue for a new key. Two deletions in a row collapse into one: the
// older, unless it is a tombstone and the newer knows the final state.
func (f *DeltaFIFO[T]) appendLocked(d Delta[T]) {
	deltas, queued := f.items[d.Key]
	deltas = append(deltas, d)
	if n := len(deltas); n >= 2 && deltas[n-1].Type == Deleted && deltas[n-2].Type == Deleted {
		if deltas[n-2].Unknown {
			deltas[n-2] = deltas[n-1]
		}
		deltas[n-1] = Delta[T]{} // keep no reference to the dropped object
		deltas = deltas[:n-1]
	}
	f.items[d.Key] = deltas
	if !queued {
		f.queue = append(f.queue, d.Key)
		f.itemsPeak = max(f.itemsPeak, len(f.items))
		f.cond.Broadcast()
	}
}

// popKeyLocked takes the oldest key off the queue. The slice is reused;
// consumed entries are cleared and compacted away so that they keep
// neither strings nor (for a queue that once was huge) memory alive.
func (f *DeltaFIFO[T]) popKeyLocked() string {
	key := f.queue[f.head]
	f.queue[f.head] = ""
	f.head++
	switch {
	case f.head == len(f.queue):
		if cap(f.queue) > 1024 {
			f.queue = nil
		} else {
			f.queue = f.queue[:0]
		}
		f.head = 0
	case f.head >= 1024 && 2*f.head >= len(f.queue):
		n := copy(f.queue, f.queue[f.head:])
		clear(f.queue[n:])
		f.queue = f.queue[:n]
		f.head = 0
	}
	return key
}
