package runtime

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/util/watchlist"
)

// NewSharedIndexInformerFromListerWatcher is NewSharedIndexInformer over a
// client-go ListerWatcher, as client-go's cache.NewSharedIndexInformer takes
// it. See AdaptListerWatcher.
func NewSharedIndexInformerFromListerWatcher[T ComparableObject](lw cache.ListerWatcher, opts InformerOptions[T]) *SharedIndexInformer[T] {
	return NewSharedIndexInformer(AdaptListerWatcher[T](lw), opts)
}

// AdaptListerWatcher turns a client-go cache.ListerWatcher into ours. When
// lw is also a cache.ListerWatcherWithContext (cache.ListWatch is), its
// context-aware methods are used. Streaming lists stay on unless lw says it
// cannot serve them (IsWatchListSemanticsUnSupported), as with client-go's
// reflector. List items are shallow copies, so the cache never keeps a
// decoded list's backing array alive.
func AdaptListerWatcher[T Object](lw cache.ListerWatcher) ListerWatcher[T] {
	if withCtx, ok := lw.(cache.ListerWatcherWithContext); ok {
		return &clientGoListWatch[T]{lw: withCtx, source: lw}
	}
	return &clientGoListWatch[T]{lw: cache.ToListerWatcherWithContext(lw), source: lw}
}

// AdaptListerWatcherWithContext is AdaptListerWatcher for a
// cache.ListerWatcherWithContext.
func AdaptListerWatcherWithContext[T Object](lw cache.ListerWatcherWithContext) ListerWatcher[T] {
	return &clientGoListWatch[T]{lw: lw, source: lw}
}

type clientGoListWatch[T Object] struct {
	lw cache.ListerWatcherWithContext
	// source is what the caller passed, asked whether it can stream.
	source any
}

func (a *clientGoListWatch[T]) List(ctx context.Context, opts metav1.ListOptions, each func(T) error) (ListPage, error) {
	list, err := a.lw.ListWithContext(ctx, opts)
	if err != nil {
		return ListPage{}, err
	}
	return eachListItem(list, each)
}

func (a *clientGoListWatch[T]) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	return a.lw.WatchWithContext(ctx, opts)
}

// IsWatchListSemanticsUnSupported passes on what the adapted ListerWatcher
// says; one that says nothing can stream.
func (a *clientGoListWatch[T]) IsWatchListSemanticsUnSupported() bool {
	return watchlist.DoesClientNotSupportWatchListSemantics(a.source)
}
