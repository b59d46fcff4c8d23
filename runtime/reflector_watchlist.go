package runtime

import (
	"context"
	"errors"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/klog/v2"
	"k8s.io/utils/ptr"
)

// watchList fills the store by a streaming list: one WATCH that first sends
// the whole collection as ADDED events, then a bookmark annotated
// k8s.io/initial-events-end, then changes. The initial events gather in a
// buffer (changes among them applied to it) that replaces the store in one
// go when the bookmark arrives; the watch is returned open, to carry on
// with. 429 and connection refused back off and retry, an unavailable
// resourceVersion retries from the latest state, and anything else is an
// error, on which the caller falls back to LIST. It returns (nil, nil) when
// ctx ends.
func (r *Reflector[T]) watchList(ctx context.Context) (watch.Interface, error) {
	logger := klog.FromContext(ctx)
	// retry reports whether err is worth another streaming attempt, after
	// backing off when the server is overloaded or down.
	retry := func(err error) bool {
		switch {
		case isRetriableWatchError(err):
			logger.V(2).Info("Streaming list failed, backing off", "reflector", r.name, "type", r.typeDescription, "err", err)
			return r.sleep(ctx, r.backoff.Next())
		case isExpiredError(err) || isTooLargeResourceVersionError(err):
			r.setLastSyncResourceVersionUnavailable(true)
			return true
		}
		return false
	}
	for {
		if ctx.Err() != nil {
			return nil, nil
		}
		opts := metav1.ListOptions{
			ResourceVersion:      r.rewatchResourceVersion(),
			AllowWatchBookmarks:  true,
			SendInitialEvents:    ptr.To(true),
			ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan,
			TimeoutSeconds:       r.watchTimeout(),
		}
		start := r.clock.Now()
		w, err := r.lw.Watch(ctx, opts)
		if err != nil {
			if retry(err) {
				continue
			}
			return nil, err
		}
		buffer := newInitialEvents[T]()
		var rv string
		done, err := r.handleEvents(ctx, start, w, buffer, nil, true, func(v string, pastInitial bool) {
			if pastInitial {
				rv = v
			}
		})
		if errors.Is(err, errStopRequested) {
			return nil, nil
		}
		if err != nil {
			if retry(err) {
				continue
			}
			return nil, err
		}
		if !done {
			// The stream ended before its initial events did (a timeout
			// or a dropped connection): ask for a new stream from where
			// we are, as client-go does. Only a refusal falls back to LIST.
			logger.V(4).Info("Streaming list ended before its initial events; opening a new one", "reflector", r.name, "type", r.typeDescription)
			continue
		}
		r.setLastSyncResourceVersionUnavailable(false)
		r.checkStreamedList(ctx, rv, buffer.list())
		if err := r.store.Replace(buffer.list(), rv); err != nil {
			w.Stop()
			return nil, fmt.Errorf("unable to sync streamed list: %w", err)
		}
		r.setLastSyncResourceVersion(rv)
		return w, nil
	}
}

// initialEvents collects the initial events of a streaming list, keyed by
// namespace/name, in the order they first arrived.
type initialEvents[T Object] struct {
	index map[string]int
	items []T
	// deleted counts the holes (zero T) that deletions left in items.
	deleted int
}

func newInitialEvents[T Object]() *initialEvents[T] {
	return &initialEvents[T]{index: make(map[string]int)}
}

func eventKey[T Object](obj T) string {
	if ns := obj.GetNamespace(); ns != "" {
		return ns + "/" + obj.GetName()
	}
	return obj.GetName()
}

func (b *initialEvents[T]) Add(obj T) error {
	key := eventKey(obj)
	if i, ok := b.index[key]; ok {
		b.items[i] = obj
		return nil
	}
	b.index[key] = len(b.items)
	b.items = append(b.items, obj)
	return nil
}

func (b *initialEvents[T]) Update(obj T) error { return b.Add(obj) }

func (b *initialEvents[T]) Delete(obj T) error {
	key := eventKey(obj)
	if i, ok := b.index[key]; ok {
		var zero T
		b.items[i] = zero
		b.deleted++
		delete(b.index, key)
	}
	return nil
}

// list returns the collected objects, without the holes of deletions.
func (b *initialEvents[T]) list() []T {
	if b.deleted == 0 {
		return b.items
	}
	out := make([]T, 0, len(b.items)-b.deleted)
	for _, obj := range b.items {
		if !isZero(obj) {
			out = append(out, obj)
		}
	}
	return out
}
