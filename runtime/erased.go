package runtime

import (
	"context"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"
)

// Entry points for generated informers and listers, none of them generic.
//
// Go compiles the body of a generic function again in every package that
// instantiates it, even when the shape (all pointer kinds share one) was
// compiled elsewhere already. A generated informer package that called
// NewSharedIndexInformer[*Foo] therefore recompiled the whole reflector,
// queue, indexer, processor and list decoder once per API group version,
// which made generated code about twice as slow to build as upstream's.
// The functions below instantiate all of that once, here, with T = Object:
// an informer built by them holds its objects as Object values (their
// dynamic type is still the kind's pointer type), and generated code only
// calls these plain functions and client-go's thin typed wrappers.
//
// The typed API (NewSharedIndexInformer[*Foo] and friends) is unchanged
// for code that wants it; it just compiles in the caller's package.

// NewObjectInformer is NewSharedIndexInformer over Object values, returned
// as a client-go SharedIndexInformer; its GetIndexer is an *Indexer[Object]
// (see NewObjectLister).
func NewObjectInformer(lw ListerWatcher[Object], opts InformerOptions[Object]) cache.SharedIndexInformer {
	return NewSharedIndexInformer(lw, opts)
}

// ObjectIndexers adapts client-go index functions to an informer of Object
// values; nil for none.
func ObjectIndexers(indexers cache.Indexers) cache.TypedIndexers[Object] {
	if len(indexers) == 0 {
		return nil
	}
	typed := make(cache.TypedIndexers[Object], len(indexers))
	for name, index := range indexers {
		typed[name] = func(obj Object) ([]string, error) { return index(obj) }
	}
	return typed
}

// NewObjectRESTListWatch is NewRESTListWatch over Object values, wrapped by
// ShardedByTweak.
func NewObjectRESTListWatch(client rest.Interface, resource, namespace string, newObject func() Object, tweak func(*metav1.ListOptions)) ListerWatcher[Object] {
	return ShardedByTweak(NewRESTListWatch(client, resource, namespace, newObject, tweak), tweak)
}

// NewObjectRESTListWatchWithDecoder is NewRESTListWatchWithDecoder over
// Object values, wrapped by ShardedByTweak. ObjectDecoderFor adapts a
// generated decode function to dec.
func NewObjectRESTListWatchWithDecoder(client rest.Interface, resource, namespace string, newObject func() Object, tweak func(*metav1.ListOptions), dec ObjectDecoder[Object]) ListerWatcher[Object] {
	return ShardedByTweak(NewRESTListWatchWithDecoder(client, resource, namespace, newObject, tweak, dec), tweak)
}

// ObjectDecoderFor adapts the decode function of one kind to the Object
// values of NewObjectRESTListWatchWithDecoder; newObject's objects are
// always T.
func ObjectDecoderFor[T Object](decode func(r *JSONReader, obj T)) ObjectDecoder[Object] {
	return DecoderFunc[Object](func(r *JSONReader, obj Object) { decode(r, obj.(T)) })
}

// NewObjectListWatchFromFuncs is NewListWatchFromFuncs over Object values
// (list returns the kind's list type, L), wrapped by ShardedByTweak. tweak
// is only read for the shard selector: list and watch apply it themselves.
// Only the adapter below is compiled per kind.
func NewObjectListWatchFromFuncs[L kruntime.Object](
	list func(ctx context.Context, opts metav1.ListOptions) (L, error),
	watchFunc func(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error),
	tweak func(*metav1.ListOptions),
) ListerWatcher[Object] {
	return newObjectListWatchFromFuncs(func(ctx context.Context, opts metav1.ListOptions) (kruntime.Object, error) {
		l, err := list(ctx, opts)
		if err != nil {
			return nil, err
		}
		return l, nil
	}, watchFunc, tweak)
}

func newObjectListWatchFromFuncs(
	list func(ctx context.Context, opts metav1.ListOptions) (kruntime.Object, error),
	watchFunc func(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error),
	tweak func(*metav1.ListOptions),
) ListerWatcher[Object] {
	return ShardedByTweak(NewListWatchFromFuncs[Object](list, watchFunc), tweak)
}

// ObjectLister reads objects of one resource for a generated lister, which
// converts the results to its kind with ObjectsAs. Over the cache of
// NewObjectInformer (an *Indexer[Object]) it reads through the runtime's
// Lister; over any other cache.Indexer it does what client-go's generic
// lister (listers.ResourceIndexer) does. Both paths are compiled here once,
// so a generated lister package instantiates no lister code per kind. The
// zero value is not usable; see ObjectListerFor and NewObjectLister.
type ObjectLister struct {
	lister   Lister[Object]
	indexer  cache.Indexer // set instead of lister for a foreign indexer
	resource schema.GroupResource
}

// NewObjectLister returns a lister over indexer when it is an informer
// cache of Object values (NewObjectInformer's), and false otherwise.
func NewObjectLister(indexer cache.Indexer, resource schema.GroupResource) (ObjectLister, bool) {
	typed, ok := indexer.(*Indexer[Object])
	if !ok {
		return ObjectLister{}, false
	}
	return ObjectLister{lister: NewLister(typed, resource), resource: resource}, true
}

// ObjectListerFor returns a lister over any indexer: the runtime's Lister
// for NewObjectInformer's cache, client-go's semantics (cache.ListAll,
// MetaNamespaceKeyFunc keys, NotFound errors naming resource) for the rest.
func ObjectListerFor(indexer cache.Indexer, resource schema.GroupResource) ObjectLister {
	if l, ok := NewObjectLister(indexer, resource); ok {
		return l
	}
	return ObjectLister{indexer: indexer, resource: resource}
}

// List is Lister.List.
func (l ObjectLister) List(selector labels.Selector) ([]Object, error) {
	if l.indexer != nil {
		return l.listForeign("", selector)
	}
	return l.lister.List(selector)
}

// ListNamespace is NamespaceLister.List.
func (l ObjectLister) ListNamespace(namespace string, selector labels.Selector) ([]Object, error) {
	if l.indexer != nil {
		return l.listForeign(namespace, selector)
	}
	return l.lister.Namespace(namespace).List(selector)
}

// Get is Lister.Get: the cluster-scoped object name.
func (l ObjectLister) Get(name string) (Object, error) {
	if l.indexer != nil {
		return l.getForeign(name, name)
	}
	return l.lister.Get(name)
}

// GetNamespaced is NamespaceLister.Get: the object namespace/name.
func (l ObjectLister) GetNamespaced(namespace, name string) (Object, error) {
	if l.indexer != nil {
		// client-go's namespaced lister keys by name alone for "".
		key := name
		if namespace != "" {
			key = namespace + "/" + name
		}
		return l.getForeign(key, name)
	}
	return l.lister.Namespace(namespace).Get(name)
}

// listForeign lists a client-go indexer as listers.ResourceIndexer.List
// does: ListAllByNamespace, which is ListAll for namespace "".
func (l ObjectLister) listForeign(namespace string, selector labels.Selector) (ret []Object, err error) {
	err = cache.ListAllByNamespace(l.indexer, namespace, selector, func(m any) {
		ret = append(ret, m.(Object))
	})
	return ret, err
}

// getForeign gets key from a client-go indexer as
// listers.ResourceIndexer.Get does.
func (l ObjectLister) getForeign(key, name string) (Object, error) {
	obj, exists, err := l.indexer.GetByKey(key)
	if err != nil {
		return nil, err
	}
	if !exists {
		return nil, apierrors.NewNotFound(l.resource, name)
	}
	return obj.(Object), nil
}

// ObjectsAs converts the objects of an ObjectLister to their kind. It
// panics when one is not a T, which cannot happen for an informer whose
// objects all come from one kind's list and watch.
func ObjectsAs[T Object](objs []Object) []T {
	if objs == nil {
		return nil
	}
	typed := make([]T, len(objs))
	for i, obj := range objs {
		typed[i] = obj.(T)
	}
	return typed
}
