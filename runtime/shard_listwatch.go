package runtime

import (
	"context"
	"fmt"
	"sync/atomic"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/klog/v2"
)

// ShardedListWatch is a ListerWatcher that lists and watches only the
// objects of a ShardSelector's ranges. It asks the server to filter
// (ListOptions.ShardSelector, KEP-5866, feature gate ShardedListAndWatch)
// and checks every item and event itself as well, with the server's hash:
//
//   - A server without the gate ignores the selector and sends everything;
//     the check then drops what is out of range, so the cache holds the same
//     objects either way, only the traffic differs.
//   - A server that applied it says so in ListMeta.ShardInfo, except for
//     custom resources: their lists are unstructured and have no field to
//     echo it in (apiserver v0.37.2). So the absence of ShardInfo proves
//     nothing, and the check (one FNV hash of a short string per object) is
//     cheaper than guessing.
//
// A MODIFIED event of an object out of range becomes DELETED: its key
// moved out of the selector's ranges (possible only for a key the server
// lets change), so it must leave the cache. DELETED events are passed on as
// they are; a DeltaFIFO ignores a delete of a key it never held.
//
// It is safe for concurrent use; it keeps no state but counters.
type ShardedListWatch[T Object] struct {
	inner    ListerWatcher[T]
	selector ShardSelector

	listed, listDropped   atomic.Int64
	events, eventsDropped atomic.Int64
	// unconfirmed is set once a LIST came back without ShardInfo, so the
	// log line about it is written once per ListerWatcher.
	unconfirmed atomic.Bool
	ignored     atomic.Bool
}

// NewShardedListWatch wraps inner so that it lists and watches the objects
// selected by selector only. A zero selector (not built by NewShardSelector
// or ParseShardSelector) is an error: it would select nothing.
func NewShardedListWatch[T Object](inner ListerWatcher[T], selector ShardSelector) (*ShardedListWatch[T], error) {
	if selector.wire == "" {
		return nil, fmt.Errorf("a sharded ListerWatcher needs a selector; build one with NewShardSelector or ParseShardSelector")
	}
	return &ShardedListWatch[T]{inner: inner, selector: selector}, nil
}

// Selector is the selector the ListerWatcher applies.
func (lw *ShardedListWatch[T]) Selector() ShardSelector { return lw.selector }

// ShardStats counts what a ShardedListWatch received and dropped. When the
// server filters, nothing is dropped.
type ShardStats struct {
	Listed, ListDropped   int64
	Events, EventsDropped int64
	// ServerIgnored is true once a LIST brought an item out of range.
	ServerIgnored bool
}

// Stats returns the counters so far.
func (lw *ShardedListWatch[T]) Stats() ShardStats {
	return ShardStats{
		Listed: lw.listed.Load(), ListDropped: lw.listDropped.Load(),
		Events: lw.events.Load(), EventsDropped: lw.eventsDropped.Load(),
		ServerIgnored: lw.ignored.Load(),
	}
}

func (lw *ShardedListWatch[T]) List(ctx context.Context, opts metav1.ListOptions, each func(T) error) (ListPage, error) {
	opts.ShardSelector = lw.selector.String()
	dropped := false
	page, err := lw.inner.List(ctx, opts, func(obj T) error {
		lw.listed.Add(1)
		if !lw.selector.Matches(obj) {
			lw.listDropped.Add(1)
			dropped = true
			return nil
		}
		return each(obj)
	})
	if err != nil {
		return page, err
	}
	logger := klog.FromContext(ctx)
	if dropped && !lw.ignored.Swap(true) {
		logger.Info("The server ignored the shard selector (feature gate ShardedListAndWatch off, or an older server); filtering on the client", "selector", lw.selector.String())
	} else if page.ShardInfo == nil && !lw.unconfirmed.Swap(true) {
		logger.V(2).Info("The server did not confirm the shard selector; checking every object on the client as well", "selector", lw.selector.String())
	}
	return page, nil
}

func (lw *ShardedListWatch[T]) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	opts.ShardSelector = lw.selector.String()
	w, err := lw.inner.Watch(ctx, opts)
	if err != nil {
		return nil, err
	}
	return newShardWatch(w, lw), nil
}

// GroupVersionResource passes on the inner ListerWatcher's resource, so
// that a sharded informer's metrics name it as an unsharded one's do.
func (lw *ShardedListWatch[T]) GroupVersionResource() schema.GroupVersionResource {
	if r, ok := lw.inner.(resourceNamer); ok {
		return r.GroupVersionResource()
	}
	return schema.GroupVersionResource{}
}

// IsWatchListSemanticsUnSupported passes on the inner ListerWatcher's
// answer, so wrapping does not change how the reflector lists.
func (lw *ShardedListWatch[T]) IsWatchListSemanticsUnSupported() bool {
	u, ok := lw.inner.(interface{ IsWatchListSemanticsUnSupported() bool })
	return ok && u.IsWatchListSemanticsUnSupported()
}

// newShardWatch passes on the in-range events of a watch: an object added
// out of range is dropped, one modified out of range is passed on as a
// deletion (it left this shard), and deletions always pass.
func newShardWatch[T Object](inner watch.Interface, lw *ShardedListWatch[T]) watch.Interface {
	return newRelayWatch(inner, func(ev *watch.Event) bool {
		obj, isT := ev.Object.(T)
		if !isT || isZero(obj) || ev.Type == watch.Bookmark || ev.Type == watch.Error {
			return true
		}
		lw.events.Add(1)
		if lw.selector.Matches(obj) {
			return true
		}
		switch ev.Type {
		case watch.Added:
			lw.eventsDropped.Add(1)
			return false
		case watch.Modified:
			lw.eventsDropped.Add(1)
			ev.Type = watch.Deleted
		}
		return true
	})
}
