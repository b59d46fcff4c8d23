package runtime

import (
	"context"
	"fmt"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

// The informer is a drop-in client-go informer; these assertions keep it so.
var (
	_ cache.SharedIndexInformer                                     = (*SharedIndexInformer[*metav1.PartialObjectMetadata])(nil)
	_ cache.TypedSharedIndexInformer[*metav1.PartialObjectMetadata] = (*SharedIndexInformer[*metav1.PartialObjectMetadata])(nil)
	_ cache.ResourceEventHandlerRegistration                        = (*listener[*metav1.PartialObjectMetadata])(nil)
	_ interface{ ShutdownChan() <-chan struct{} }                   = (*listener[*metav1.PartialObjectMetadata])(nil)
	_ cache.Controller                                              = controllerView[*metav1.PartialObjectMetadata]{}
	_ cache.DoneChecker                                             = informerSynced[*metav1.PartialObjectMetadata]{}
)

// AddEventHandler registers a client-go handler with the informer's default
// resync period.
func (s *informerCore[T]) AddEventHandler(handler cache.ResourceEventHandler) (cache.ResourceEventHandlerRegistration, error) {
	return s.AddEventHandlerWithOptions(handler, cache.HandlerOptions{})
}

// AddEventHandlerWithResyncPeriod registers a client-go handler that wants
// resyncs every resyncPeriod (zero: none).
func (s *informerCore[T]) AddEventHandlerWithResyncPeriod(handler cache.ResourceEventHandler, resyncPeriod time.Duration) (cache.ResourceEventHandlerRegistration, error) {
	return s.AddEventHandlerWithOptions(handler, cache.HandlerOptions{ResyncPeriod: &resyncPeriod})
}

// AddEventHandlerWithOptions registers a client-go handler. Deletions whose
// final state is unknown reach it as cache.DeletedFinalStateUnknown.
func (s *informerCore[T]) AddEventHandlerWithOptions(handler cache.ResourceEventHandler, options cache.HandlerOptions) (cache.ResourceEventHandlerRegistration, error) {
	return s.addHandler(untypedSink[T]{handler}, handlerName(handler), options)
}

// GetStore returns the cache as a client-go Store.
func (s *informerCore[T]) GetStore() cache.Store { return s.indexer }

// GetIndexer returns the cache, an *Indexer[T], as a client-go Indexer.
func (s *informerCore[T]) GetIndexer() cache.Indexer { return s.indexer }

// GetTypedIndexer returns the cache as a client-go TypedIndexer.
func (s *informerCore[T]) GetTypedIndexer() cache.TypedIndexer[T] { return s.indexer }

// AddIndexers adds untyped index functions; they receive T values.
func (s *informerCore[T]) AddIndexers(indexers cache.Indexers) error {
	typed := make(cache.TypedIndexers[T], len(indexers))
	for name, f := range indexers {
		typed[name] = func(obj T) ([]string, error) { return f(obj) }
	}
	return s.AddTypedIndexers(typed)
}

// GetController returns a view of the informer as a cache.Controller; like
// client-go's, running it does nothing.
func (s *informerCore[T]) GetController() cache.Controller { return controllerView[T]{s} }

// SetTransform sets a client-go transform; it must return a T. See
// SetTypedTransform.
func (s *informerCore[T]) SetTransform(transform cache.TransformFunc) error {
	if transform == nil {
		return s.SetTypedTransform(nil)
	}
	return s.SetTypedTransform(func(obj T) (T, error) {
		out, err := transform(obj)
		if err != nil {
			var zero T
			return zero, err
		}
		typed, ok := out.(T)
		if !ok {
			var zero T
			return zero, fmt.Errorf("transform returned %T, want %T", out, zero)
		}
		return typed, nil
	})
}

// SetWatchErrorHandler sets a client-go watch error handler. Its
// *cache.Reflector argument names the informer's reflector (see
// clientGoReflector).
func (s *informerCore[T]) SetWatchErrorHandler(handler cache.WatchErrorHandler) error {
	return s.SetWatchErrorHandlerWithContext(func(_ context.Context, r *cache.Reflector, err error) { handler(r, err) })
}

// SetWatchErrorHandlerWithContext is SetWatchErrorHandler with a context.
func (s *informerCore[T]) SetWatchErrorHandlerWithContext(handler cache.WatchErrorHandlerWithContext) error {
	r := clientGoReflector(s.description, s.description)
	return s.SetTypedWatchErrorHandler(func(ctx context.Context, err error) { handler(ctx, r, err) })
}
