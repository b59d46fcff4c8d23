package runtime

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
)

// KeyFunc computes an object's store key. The default is MetaNamespaceKey:
// "namespace/name", or "name" for cluster-scoped objects.
type KeyFunc[T Object] func(obj T) (string, error)

// KeyLister is what a DeltaFIFO needs of the store behind it (its
// knownObjects): the keys it holds and the object under a key. *Indexer
// satisfies it.
type KeyLister[T Object] interface {
	ListKeys() []string
	Lookup(key string) (T, bool)
}

// ReflectorStore receives what a Reflector learns from the server. DeltaFIFO
// satisfies it; so does anything that wants the raw stream of changes.
type ReflectorStore[T Object] interface {
	Add(obj T) error
	Update(obj T) error
	Delete(obj T) error
	// Replace is a relist: items is the whole collection at resourceVersion.
	Replace(items []T, resourceVersion string) error
	// Resync re-queues what the store knows, for periodic resyncs.
	Resync() error
}

// ListPage is one page of a LIST: its items and the list metadata that the
// reflector needs to continue or to watch from.
type ListPage struct {
	ResourceVersion string
	Continue        string
	// RemainingItemCount is the server's estimate, when it sends one.
	RemainingItemCount *int64
	// ShardInfo is the shard selector the server says it applied, if any.
	ShardInfo *metav1.ShardInfo
}

// listPage is the page a list's metadata describes: every ListerWatcher
// builds its ListPage here, so that none forgets a field.
// ShardInfo is not part of metav1.ListInterface; lists that embed ListMeta
// have it, others (unstructured ones) report none.
func listPage(lm metav1.ListInterface) ListPage {
	page := ListPage{
		ResourceVersion:    lm.GetResourceVersion(),
		Continue:           lm.GetContinue(),
		RemainingItemCount: lm.GetRemainingItemCount(),
	}
	if sl, ok := lm.(interface{ GetShardInfo() *metav1.ShardInfo }); ok {
		page.ShardInfo = sl.GetShardInfo()
	}
	return page
}

// ListerWatcher is the reflector's view of the server. List delivers the
// items of one page to each as they are decoded, so that no decoded list is
// ever held whole (see NewRESTListWatch); an error from each stops the list
// and is returned. Watch returns a stream of events whose objects are T,
// except ERROR events (*metav1.Status) and BOOKMARK events.
type ListerWatcher[T Object] interface {
	List(ctx context.Context, opts metav1.ListOptions, each func(T) error) (ListPage, error)
	Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error)
}
