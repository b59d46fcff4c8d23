package runtime

import (
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

// A DeltaFIFO's typed methods (Add(obj T), Pop(func(key, []Delta[T]))) and
// client-go's untyped ones share their names, so one type cannot have both.
// UntypedDeltaFIFO is the untyped face of the same queue, for code written
// against client-go: a cache.Queue and cache.ReflectorStore, so it can be
// handed to cache.NewReflector or cache.Config.Queue.
var (
	_ cache.Queue             = (*UntypedDeltaFIFO[*metav1.PartialObjectMetadata])(nil)
	_ cache.ReflectorStore    = (*UntypedDeltaFIFO[*metav1.PartialObjectMetadata])(nil)
	_ cache.TransformingStore = (*UntypedDeltaFIFO[*metav1.PartialObjectMetadata])(nil)
	_ cache.DoneChecker       = fifoSynced{}
)

// UntypedDeltaFIFO is a DeltaFIFO[T] seen through client-go's interface{}
// API. It holds no state of its own: writes through it and through the typed
// queue go to the same place, in the order they are made.
type UntypedDeltaFIFO[T Object] struct {
	f *DeltaFIFO[T]
}

// Queue returns the queue as a client-go cache.Queue.
func (f *DeltaFIFO[T]) Queue() *UntypedDeltaFIFO[T] { return &UntypedDeltaFIFO[T]{f} }

// Typed returns the typed queue behind q.
func (q *UntypedDeltaFIFO[T]) Typed() *DeltaFIFO[T] { return q.f }

// Add queues an Added delta for obj, which must be a T.
func (q *UntypedDeltaFIFO[T]) Add(obj any) error {
	t, err := q.asT(obj)
	if err != nil {
		return err
	}
	return q.f.Add(t)
}

// Update queues an Updated delta for obj, which must be a T.
func (q *UntypedDeltaFIFO[T]) Update(obj any) error {
	t, err := q.asT(obj)
	if err != nil {
		return err
	}
	return q.f.Update(t)
}

// Delete queues a Deleted delta for obj: a T, or a DeletedFinalStateUnknown
// tombstone, queued as one (its Obj, a T or nil, is not transformed again).
func (q *UntypedDeltaFIFO[T]) Delete(obj any) error {
	if tomb, ok := obj.(cache.DeletedFinalStateUnknown); ok {
		last, _ := tomb.Obj.(T) // the zero T when the final state is unknown
		return q.f.deleteKeyed(Delta[T]{Type: Deleted, Object: last, Key: tomb.Key, Unknown: true})
	}
	t, err := q.asT(obj)
	if err != nil {
		return err
	}
	return q.f.Delete(t)
}

// Replace is the typed Replace for a list of T.
func (q *UntypedDeltaFIFO[T]) Replace(list []any, resourceVersion string) error {
	items := make([]T, len(list))
	for n, obj := range list {
		t, err := q.asT(obj)
		if err != nil {
			return err
		}
		items[n] = t
	}
	return q.f.Replace(items, resourceVersion)
}

// Resync queues a Sync delta for every known object with nothing queued.
func (q *UntypedDeltaFIFO[T]) Resync() error { return q.f.Resync() }

// Pop waits for a key and calls process with its deltas as a cache.Deltas,
// oldest first, whose tombstones are cache.DeletedFinalStateUnknown values;
// isInInitialList is true while the queue has not synced, as in client-go.
// Pop returns those Deltas and process's error.
func (q *UntypedDeltaFIFO[T]) Pop(process cache.PopProcessFunc) (any, error) {
	var popped cache.Deltas
	err := q.f.pop(func(_ string, deltas []Delta[T], beforeSync bool) error {
		popped = toCacheDeltas(deltas)
		return process(popped, beforeSync)
	})
	if popped == nil {
		return nil, err
	}
	return popped, err
}

// Transformer returns the queue's transform as a client-go TransformFunc,
// nil without one. client-go's reflector applies it to the objects of a
// streaming list before it calls Replace, which applies it again, just as
// it does with client-go's DeltaFIFO: a transform must tolerate that.
func (q *UntypedDeltaFIFO[T]) Transformer() cache.TransformFunc {
	transform := q.f.transform
	if transform == nil {
		return nil
	}
	return func(obj any) (any, error) {
		t, ok := obj.(T)
		if !ok {
			return obj, nil // tombstones and the like pass untouched
		}
		return transform(t)
	}
}

// HasSynced is the typed queue's.
func (q *UntypedDeltaFIFO[T]) HasSynced() bool { return q.f.HasSynced() }

// HasSyncedChecker is the typed queue's.
func (q *UntypedDeltaFIFO[T]) HasSyncedChecker() cache.DoneChecker { return q.f.HasSyncedChecker() }

// Close is the typed queue's.
func (q *UntypedDeltaFIFO[T]) Close() { q.f.Close() }

// IsClosed is the typed queue's.
func (q *UntypedDeltaFIFO[T]) IsClosed() bool { return q.f.IsClosed() }

// ListKeys returns the queued keys, in no particular order.
func (q *UntypedDeltaFIFO[T]) ListKeys() []string { return q.f.ListKeys() }

// KeyOf returns the queue key of obj: a T, a cache.Deltas (its newest
// object's key) or a DeletedFinalStateUnknown (its Key). Failures are
// cache.KeyErrors.
func (q *UntypedDeltaFIFO[T]) KeyOf(obj any) (string, error) {
	if deltas, ok := obj.(cache.Deltas); ok {
		newest := deltas.Newest()
		if newest == nil {
			return "", KeyError{Obj: obj, Err: cache.ErrZeroLengthDeltasObject}
		}
		obj = newest.Object
	}
	if tomb, ok := obj.(cache.DeletedFinalStateUnknown); ok {
		return tomb.Key, nil
	}
	t, err := q.asT(obj)
	if err != nil {
		return "", KeyError{Obj: obj, Err: err}
	}
	return q.f.KeyOf(t)
}

func (q *UntypedDeltaFIFO[T]) asT(obj any) (T, error) {
	t, ok := obj.(T)
	if !ok {
		return t, fmt.Errorf("DeltaFIFO of %T: cannot queue a %T", t, obj)
	}
	return t, nil
}

// toCacheDeltas renders deltas the way client-go's DeltaFIFO hands them out.
func toCacheDeltas[T Object](deltas []Delta[T]) cache.Deltas {
	out := make(cache.Deltas, len(deltas))
	for n, d := range deltas {
		var obj any
		if !isZero(d.Object) {
			obj = d.Object
		}
		if d.Unknown {
			obj = cache.DeletedFinalStateUnknown{Key: d.Key, Obj: obj}
		}
		out[n] = cache.Delta{Type: cache.DeltaType(d.Type), Object: obj}
	}
	return out
}
