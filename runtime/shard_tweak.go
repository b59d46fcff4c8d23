package runtime

import (
	"context"
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
)

// ShardTweak returns a tweak that runs tweak (when not nil) and then sets
// ListOptions.ShardSelector to selector. An empty selector returns tweak
// as it is. Generated informer factories use it for WithShardSelector, so
// that the selector travels to every informer the way tweaks already do.
func ShardTweak(tweak func(*metav1.ListOptions), selector string) func(*metav1.ListOptions) {
	if selector == "" {
		return tweak
	}
	return func(opts *metav1.ListOptions) {
		if tweak != nil {
			tweak(opts)
		}
		opts.ShardSelector = selector
	}
}

// ShardedByTweak returns lw wrapped in a ShardedListWatch when tweak sets
// ListOptions.ShardSelector, and lw itself otherwise; generated informers
// call it on their ListerWatcher, so a sharded factory caches only its
// shard even from a server without the feature gate. A selector that does
// not parse fails every List and Watch with the parse error (the server
// would refuse it too); ParseShardSelector reports it earlier.
func ShardedByTweak[T Object](lw ListerWatcher[T], tweak func(*metav1.ListOptions)) ListerWatcher[T] {
	if tweak == nil {
		return lw
	}
	var probe metav1.ListOptions
	tweak(&probe)
	if probe.ShardSelector == "" {
		return lw
	}
	sel, err := ParseShardSelector(probe.ShardSelector)
	if err != nil {
		return failingListWatch[T]{err: err}
	}
	sharded, err := NewShardedListWatch(lw, sel)
	if err != nil {
		return failingListWatch[T]{err: err}
	}
	return sharded
}

type failingListWatch[T Object] struct{ err error }

func (f failingListWatch[T]) List(context.Context, metav1.ListOptions, func(T) error) (ListPage, error) {
	return ListPage{}, fmt.Errorf("invalid shard selector: %w", f.err)
}

func (f failingListWatch[T]) Watch(context.Context, metav1.ListOptions) (watch.Interface, error) {
	return nil, fmt.Errorf("invalid shard selector: %w", f.err)
}
