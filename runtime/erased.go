package runtime

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"

	"github.com/kubegen/kubegen/runtime/decode"
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
// The same holds, less visibly, for every instantiated type a generated
// package can see: when a package refers to a type such as Lister[Object],
// it compiles all of that type's methods (and the generic code they call)
// for itself. So the entry points are marked go:noinline, which keeps
// their bodies (calls to NewSharedIndexInformer[Object] and the like) out
// of the export data the importer inlines from, and the types generated
// code holds (ObjectLister) have no instantiated type among their fields.
// TestGeneratedCodeInstantiatesNoRuntimeGenerics checks both.
//
// The typed API (NewSharedIndexInformer[*Foo] and friends) is unchanged
// for code that wants it; it just compiles in the caller's package.

// NewObjectInformer is NewSharedIndexInformer over Object values, returned
// as a client-go SharedIndexInformer; its GetIndexer is an *Indexer[Object]
// (see NewObjectLister).
//
//go:noinline
func NewObjectInformer(lw ListerWatcher[Object], opts InformerOptions[Object]) cache.SharedIndexInformer {
	return NewSharedIndexInformer(lw, opts)
}

// ObjectIndexers adapts client-go index functions to an informer of Object
// values; nil for none.
//
//go:noinline
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
//
//go:noinline
func NewObjectRESTListWatch(client rest.Interface, resource, namespace string, newObject func() Object, tweak func(*metav1.ListOptions)) ListerWatcher[Object] {
	return ShardedByTweak(NewRESTListWatch(client, resource, namespace, newObject, tweak), tweak)
}

// NewObjectRESTListWatchWithDecoder is NewRESTListWatchWithDecoder over
// Object values, wrapped by ShardedByTweak. ObjectDecoderFor adapts a
// generated decode function to dec.
//
//go:noinline
func NewObjectRESTListWatchWithDecoder(client rest.Interface, resource, namespace string, newObject func() Object, tweak func(*metav1.ListOptions), dec decode.ObjectDecoder[Object]) ListerWatcher[Object] {
	return ShardedByTweak(NewRESTListWatchWithDecoder(client, resource, namespace, newObject, tweak, dec), tweak)
}

// ObjectDecoderFor adapts the decode function of one kind to the Object
// values of NewObjectRESTListWatchWithDecoder; newObject's objects are
// always T.
func ObjectDecoderFor[T Object](fn func(r *decode.JSONReader, obj T)) decode.ObjectDecoder[Object] {
	return decode.DecoderFunc[Object](func(r *decode.JSONReader, obj Object) { fn(r, obj.(T)) })
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

//go:noinline
func newObjectListWatchFromFuncs(
	list func(ctx context.Context, opts metav1.ListOptions) (kruntime.Object, error),
	watchFunc func(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error),
	tweak func(*metav1.ListOptions),
) ListerWatcher[Object] {
	return ShardedByTweak(NewListWatchFromFuncs[Object](list, watchFunc), tweak)
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
