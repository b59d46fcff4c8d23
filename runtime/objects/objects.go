// Package objects holds what generated informers and listers call, and
// nothing a controller author needs: informers, list-watches and listers
// over kgruntime.Object values, none of them generic in the kind.
//
// Go compiles the body of a generic function again in every package that
// instantiates it, even when the shape (all pointer kinds share one) was
// compiled elsewhere already. A generated informer package that called
// NewSharedIndexInformer[*Foo] would recompile the whole reflector, queue,
// indexer, processor and list decoder once per API group version, which
// made generated code about twice as slow to build as upstream's. The
// functions here instantiate all of that once, in this package, with
// T = Object: an informer built by them holds its objects as Object values
// (their dynamic type is still the kind's pointer type), and generated code
// only calls these plain functions and client-go's thin typed wrappers.
//
// The same holds, less visibly, for every instantiated type a generated
// package can see: a package that refers to a type such as
// Lister[Object] compiles all of that type's methods (and the generic code
// they call) for itself. So the entry points are marked go:noinline, which
// keeps their bodies out of the export data importers inline from, and the
// type generated listers hold (Lister) has no instantiated type among its
// fields. TestGeneratedCodeInstantiatesNoRuntimeGenerics checks both.
//
// Code written by hand uses the typed API of package runtime
// (NewSharedIndexInformer[*Foo] and friends), which compiles in the
// caller's package.
package objects

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"

	kgruntime "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/runtime/decode"
)

// NewInformer is kgruntime.NewSharedIndexInformer over kgruntime.Object values, returned
// as a client-go SharedIndexInformer; its GetIndexer is an *Indexer[kgruntime.Object]
// (see NewLister).
//
//go:noinline
func NewInformer(lw kgruntime.ListerWatcher[kgruntime.Object], opts kgruntime.InformerOptions[kgruntime.Object]) cache.SharedIndexInformer {
	return kgruntime.NewSharedIndexInformer(lw, opts)
}

// Indexers adapts client-go index functions to an informer of kgruntime.Object
// values; nil for none.
//
//go:noinline
func Indexers(indexers cache.Indexers) cache.TypedIndexers[kgruntime.Object] {
	if len(indexers) == 0 {
		return nil
	}
	typed := make(cache.TypedIndexers[kgruntime.Object], len(indexers))
	for name, index := range indexers {
		typed[name] = func(obj kgruntime.Object) ([]string, error) { return index(obj) }
	}
	return typed
}

// NewRESTListWatch is kgruntime.NewRESTListWatch over kgruntime.Object values, wrapped by
// kgruntime.ShardedByTweak.
//
//go:noinline
func NewRESTListWatch(client rest.Interface, resource, namespace string, newObject func() kgruntime.Object, tweak func(*metav1.ListOptions)) kgruntime.ListerWatcher[kgruntime.Object] {
	return kgruntime.ShardedByTweak(kgruntime.NewRESTListWatch(client, resource, namespace, newObject, tweak), tweak)
}

// NewRESTListWatchWithDecoder is kgruntime.NewRESTListWatchWithDecoder over
// kgruntime.Object values, wrapped by kgruntime.ShardedByTweak. DecoderFor adapts a
// generated decode function to dec.
//
//go:noinline
func NewRESTListWatchWithDecoder(client rest.Interface, resource, namespace string, newObject func() kgruntime.Object, tweak func(*metav1.ListOptions), dec decode.ObjectDecoder[kgruntime.Object]) kgruntime.ListerWatcher[kgruntime.Object] {
	return kgruntime.ShardedByTweak(kgruntime.NewRESTListWatchWithDecoder(client, resource, namespace, newObject, tweak, dec), tweak)
}

// DecoderFor adapts the decode function of one kind to the kgruntime.Object
// values of NewRESTListWatchWithDecoder; newObject's objects are
// always T.
func DecoderFor[T kgruntime.Object](fn func(r *decode.JSONReader, obj T)) decode.ObjectDecoder[kgruntime.Object] {
	return decode.DecoderFunc[kgruntime.Object](func(r *decode.JSONReader, obj kgruntime.Object) { fn(r, obj.(T)) })
}

// NewListWatchFromFuncs is kgruntime.NewListWatchFromFuncs over kgruntime.Object values
// (list returns the kind's list type, L), wrapped by kgruntime.ShardedByTweak. tweak
// is only read for the shard selector: list and watch apply it themselves.
// Only the adapter below is compiled per kind.
func NewListWatchFromFuncs[L kruntime.Object](
	list func(ctx context.Context, opts metav1.ListOptions) (L, error),
	watchFunc func(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error),
	tweak func(*metav1.ListOptions),
) kgruntime.ListerWatcher[kgruntime.Object] {
	return newListWatchFromFuncs(func(ctx context.Context, opts metav1.ListOptions) (kruntime.Object, error) {
		l, err := list(ctx, opts)
		if err != nil {
			return nil, err
		}
		return l, nil
	}, watchFunc, tweak)
}

//go:noinline
func newListWatchFromFuncs(
	list func(ctx context.Context, opts metav1.ListOptions) (kruntime.Object, error),
	watchFunc func(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error),
	tweak func(*metav1.ListOptions),
) kgruntime.ListerWatcher[kgruntime.Object] {
	return kgruntime.ShardedByTweak(kgruntime.NewListWatchFromFuncs[kgruntime.Object](list, watchFunc), tweak)
}

// As converts the objects of a Lister to their kind. It
// panics when one is not a T, which cannot happen for an informer whose
// objects all come from one kind's list and watch.
func As[T kgruntime.Object](objs []kgruntime.Object) []T {
	if objs == nil {
		return nil
	}
	typed := make([]T, len(objs))
	for i, obj := range objs {
		typed[i] = obj.(T)
	}
	return typed
}

// PrefersProtobuf reports whether a generated group client asks for
// protobuf (it then has a PrefersProtobuf method returning true; clients
// generated without --prefers-protobuf, and upstream's, have none). The
// streaming list decoder of NewRESTListWatch reads JSON only, so informers
// of such clients list and watch through the typed client instead, which
// negotiates protobuf and still accepts JSON (custom resources).
func PrefersProtobuf(client any) bool {
	p, ok := client.(interface{ PrefersProtobuf() bool })
	return ok && p.PrefersProtobuf()
}
