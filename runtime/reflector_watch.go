package runtime

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/klog/v2"
	"k8s.io/utils/clock"
	"k8s.io/utils/ptr"
)

// errStopRequested ends event handling when the reflector's context ends.
var errStopRequested = errors.New("stop requested")

// VeryShortWatchError reports a watch that the server closed within a
// second, before sending anything. A server that keeps doing that is
// refusing the watch rather than timing it out, so the reflector treats it
// as a failure (back off, then list again) instead of rewatching at once.
type VeryShortWatchError struct {
	Name string
}

func (e *VeryShortWatchError) Error() string {
	return fmt.Sprintf("very short watch: %s: the server closed the watch within a second without sending any event", e.Name)
}

// internalErrorBudget decides whether a watch that failed with an internal
// server error may simply be restarted: yes while the errors have lasted no
// longer than limit, counted from the first of a run of them; a minute
// without one starts a new run.
type internalErrorBudget struct {
	limit       time.Duration
	clock       clock.Clock
	first, last time.Time
}

func (b *internalErrorBudget) record(err error) {
	if !apierrors.IsInternalError(err) {
		return
	}
	now := b.clock.Now()
	if now.Sub(b.last) >= time.Minute {
		b.first = time.Time{}
	}
	if b.first.IsZero() {
		b.first = now
	}
	b.last = now
}

func (b *internalErrorBudget) allows() bool {
	if b.limit <= 0 {
		return false
	}
	if b.clock.Since(b.first) <= b.limit {
		return true
	}
	b.first, b.last = time.Time{}, time.Time{}
	return false
}

// eventSink receives watch events: the reflector's store, or the buffer of a
// streaming list.
type eventSink[T Object] interface {
	Add(obj T) error
	Update(obj T) error
	Delete(obj T) error
}

// BookmarkStore is a ReflectorStore that wants to hear of bookmarks: the
// reflector passes it the resourceVersion of each one, as client-go's does
// with its ReflectorBookmarkStore.
type BookmarkStore interface {
	Bookmark(resourceVersion string) error
}

// ResourceVersionUpdater is a ReflectorStore that tracks the reflector's
// resourceVersion, as client-go's interface of that name does: it is told
// each time the reflector moves it during a watch.
type ResourceVersionUpdater interface {
	UpdateResourceVersion(resourceVersion string)
}

// watchTimeout returns a random timeout in [min, max] for one watch.
func (r *Reflector[T]) watchTimeout() *int64 {
	spread := r.maxWatchTimeout.Seconds() - r.minWatchTimeout.Seconds()
	return ptr.To(int64(r.minWatchTimeout.Seconds() + r.random()*spread))
}

// watchWithResync runs the resync timer beside the watch.
func (r *Reflector[T]) watchWithResync(ctx context.Context, w watch.Interface) error {
	resyncErr := make(chan error, 1)
	resyncCtx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	// The resync goroutine ends before we return, so nothing touches the
	// store after ListAndWatch has.
	defer wg.Wait()
	defer cancel()
	wg.Go(func() { r.resyncLoop(resyncCtx, resyncErr) })
	return r.watch(ctx, w, resyncErr)
}

// resyncLoop calls the store's Resync every resync period, when
// shouldResync agrees. A Resync error is sent on errc and ends the loop (and
// the watch).
func (r *Reflector[T]) resyncLoop(ctx context.Context, errc chan<- error) {
	if r.resyncPeriod <= 0 {
		return
	}
	t := r.clock.NewTimer(r.resyncPeriod)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C():
		}
		if r.shouldResync == nil || r.shouldResync() {
			klog.FromContext(ctx).V(4).Info("Resync due; replaying the store to the handlers", "reflector", r.name)
			if err := r.store.Resync(); err != nil {
				errc <- err
				return
			}
		}
		t.Reset(r.resyncPeriod)
	}
}

// watch applies watch events to the store, starting a new watch (from the
// last synced resourceVersion) each time one ends normally, until ctx ends
// or a watch fails in a way that needs a relist. w, when not nil, is an open
// watch to start with.
func (r *Reflector[T]) watch(ctx context.Context, w watch.Interface, resyncErr chan error) error {
	logger := klog.FromContext(ctx)
	defer func() {
		if w != nil {
			w.Stop()
		}
	}()
	updater, _ := r.store.(ResourceVersionUpdater)
	internal := internalErrorBudget{limit: r.maxInternalErrorRetry, clock: r.clock}
	for {
		if ctx.Err() != nil {
			return nil
		}
		// Some proxies send headers only with the first event, so the clock
		// starts before the request.
		start := r.clock.Now()
		// A watch from resourceVersion "" or "0" begins with synthetic ADDED
		// events in no particular order; their resourceVersions are not a
		// point to resume from.
		propagateFromStart := true
		if w == nil {
			opts := metav1.ListOptions{
				ResourceVersion:     r.LastSyncResourceVersion(),
				TimeoutSeconds:      r.watchTimeout(),
				AllowWatchBookmarks: true,
			}
			if opts.ResourceVersion == "" || opts.ResourceVersion == "0" {
				propagateFromStart = false
			}
			var err error
			w, err = r.lw.Watch(ctx, opts)
			if err != nil {
				if isRetriableWatchError(err) {
					logger.V(4).Info("Server unavailable or busy; waiting before the next watch", "reflector", r.name, "type", r.typeDescription, "err", err)
					if !r.sleep(ctx, r.backoff.Next()) {
						return nil
					}
					continue
				}
				return err
			}
		}
		_, err := r.handleEvents(ctx, start, w, r.store, resyncErr, false, func(rv string, pastInitial bool) {
			if propagateFromStart || pastInitial {
				r.setLastSyncResourceVersion(rv)
				if updater != nil {
					updater.UpdateResourceVersion(rv)
				}
			}
		})
		w = nil // handleEvents stopped it
		internal.record(err)
		switch {
		case err == nil:
			// The watch timed out or the server closed it: resume.
			continue
		case errors.Is(err, errStopRequested):
		case isExpiredError(err):
			// The next LIST asks for the last synced resourceVersion, which
			// is at least as fresh as what the store holds.
			logger.V(4).Info("Watch expired; relisting from the last synced resourceVersion", "reflector", r.name, "type", r.typeDescription, "err", err)
		case apierrors.IsTooManyRequests(err):
			logger.V(2).Info("Server asked to slow down (429); waiting before the next watch", "reflector", r.name, "type", r.typeDescription)
			if !r.sleep(ctx, r.backoff.Next()) {
				return nil
			}
			continue
		case apierrors.IsInternalError(err) && internal.allows():
			logger.V(2).Info("Watch failed with an internal error; watching again without a relist", "reflector", r.name, "type", r.typeDescription, "err", err)
			continue
		default:
			logger.Info("Warning: watch failed; relisting", "reflector", r.name, "type", r.typeDescription, "err", err)
		}
		return nil
	}
}

// handleEvents applies the events of w to sink until w ends, ctx ends, an
// error arrives on errc or w sends an ERROR event (returned as an API
// error). setRV is called with the resourceVersion of every applied event,
// and whether an event other than ADDED was seen, which means the synthetic
// initial events are over. When stopAtInitialEnd is set it returns true as
// soon as the bookmark that ends a streaming list's initial events arrives,
// leaving w open; otherwise it always stops w.
func (r *Reflector[T]) handleEvents(ctx context.Context, start time.Time, w watch.Interface, sink eventSink[T], errc <-chan error, stopAtInitialEnd bool, setRV func(rv string, pastInitial bool)) (initialEnd bool, err error) {
	stop := true
	defer func() {
		if stop {
			w.Stop()
		}
	}()
	pastInitial := false
	count := 0
	for {
		var ev watch.Event
		var ok bool
		select {
		case <-ctx.Done():
			return false, errStopRequested
		case err := <-errc:
			return false, err
		case ev, ok = <-w.ResultChan():
		}
		if !ok {
			if count == 0 && r.clock.Since(start) < time.Second {
				return false, &VeryShortWatchError{Name: r.name}
			}
			klog.FromContext(ctx).V(4).Info("Server ended the watch; resuming", "reflector", r.name, "type", r.typeDescription, "events", count)
			return false, nil
		}
		if ev.Type == watch.Error {
			if isNilObject(ev.Object) {
				return false, fmt.Errorf("watch of %s sent an ERROR event without a status", r.typeDescription)
			}
			return false, apierrors.FromObject(ev.Object)
		}
		rv, end, applied := r.applyEvent(ctx, sink, ev)
		if !applied {
			continue
		}
		if ev.Type != watch.Added {
			pastInitial = true
		}
		setRV(rv, pastInitial)
		count++
		if end && stopAtInitialEnd {
			stop = false
			return true, nil
		}
	}
}

// applyEvent applies one event to sink. It returns the event's
// resourceVersion, whether it is the bookmark that ends a streaming list's
// initial events, and false if the event was dropped: objects that are not
// T and unknown event types are logged and skipped, never stored.
func (r *Reflector[T]) applyEvent(ctx context.Context, sink eventSink[T], ev watch.Event) (rv string, initialEnd, applied bool) {
	if ev.Type == watch.Bookmark {
		// A bookmark carries no change, only a resourceVersion to resume from.
		if isNilObject(ev.Object) {
			utilruntime.HandleErrorWithContext(ctx, nil, "Unable to understand bookmark event", "reflector", r.name, "type", r.typeDescription, "object", fmt.Sprintf("%T", ev.Object))
			return "", false, false
		}
		m, err := meta.Accessor(ev.Object)
		if err != nil {
			utilruntime.HandleErrorWithContext(ctx, err, "Unable to understand bookmark event", "reflector", r.name, "type", r.typeDescription, "object", fmt.Sprintf("%T", ev.Object))
			return "", false, false
		}
		rv = m.GetResourceVersion()
		if bs, ok := sink.(BookmarkStore); ok {
			if err := bs.Bookmark(rv); err != nil {
				utilruntime.HandleErrorWithContext(ctx, err, "Unable to pass a bookmark to the store", "reflector", r.name, "type", r.typeDescription)
			}
		}
		return rv, m.GetAnnotations()[metav1.InitialEventsAnnotationKey] == "true", true
	}
	obj, ok := ev.Object.(T)
	if !ok || isZero(obj) {
		utilruntime.HandleErrorWithContext(ctx, nil, "Unexpected watch event object type", "reflector", r.name, "expectedType", r.typeDescription, "actualType", fmt.Sprintf("%T", ev.Object), "eventType", ev.Type)
		return "", false, false
	}
	rv = obj.GetResourceVersion()
	if r.transform != nil {
		transformed, err := r.transform(obj)
		if err == nil && isZero(transformed) {
			err = errors.New("the transform returned nothing")
		}
		if err != nil {
			utilruntime.HandleErrorWithContext(ctx, err, "Unable to transform watch event object", "reflector", r.name, "type", r.typeDescription, "eventType", ev.Type)
			return "", false, false
		}
		obj = transformed
	}
	if ev.Type != watch.Deleted {
		r.share.Share(obj)
	}
	var err error
	switch ev.Type {
	case watch.Added:
		err = sink.Add(obj)
	case watch.Modified:
		err = sink.Update(obj)
	case watch.Deleted:
		err = sink.Delete(obj)
	default:
		utilruntime.HandleErrorWithContext(ctx, nil, "Unknown watch event type", "reflector", r.name, "type", r.typeDescription, "eventType", ev.Type)
		return "", false, false
	}
	if err != nil {
		// The event happened on the server whatever the store thinks of it,
		// so its resourceVersion still counts.
		utilruntime.HandleErrorWithContext(ctx, err, "Unable to apply watch event to the store", "reflector", r.name, "type", r.typeDescription, "eventType", ev.Type)
	}
	return rv, false, true
}

// isNilObject reports a missing object: nil, or a nil pointer of any type,
// which would panic when asked for its metadata.
func isNilObject(obj kruntime.Object) bool {
	if obj == nil {
		return true
	}
	v := reflect.ValueOf(obj)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
