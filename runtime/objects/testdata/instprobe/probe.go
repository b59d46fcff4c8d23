// Package instprobe uses the runtime the way generated informers and
// listers do; TestGeneratedCodeInstantiatesNoRuntimeGenerics compiles it
// and looks at which runtime functions end up in its object code.
package instprobe

import (
	"context"

	kgruntime "github.com/kubegen/kubegen/runtime"
	kgobjects "github.com/kubegen/kubegen/runtime/objects"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/tools/cache"
)

type lister struct {
	objects kgobjects.Lister
}

func NewLister(indexer cache.Indexer) *lister {
	return &lister{kgobjects.ListerFor(indexer, schema.GroupResource{Resource: "things"})}
}

func (l *lister) List(selector labels.Selector) ([]*metav1.PartialObjectMetadata, error) {
	objs, err := l.objects.ListNamespace("ns", selector)
	return kgobjects.As[*metav1.PartialObjectMetadata](objs), err
}

func (l *lister) Get(name string) (kgruntime.Object, error) {
	if o, ok := kgobjects.NewLister(nil, schema.GroupResource{}); ok {
		return o.Get(name)
	}
	return l.objects.GetNamespaced("ns", name)
}

func NewInformer(rc *rest.RESTClient, indexers cache.Indexers, tweak func(*metav1.ListOptions)) cache.SharedIndexInformer {
	var lw kgruntime.ListerWatcher[kgruntime.Object]
	if rc != nil && !kgobjects.PrefersProtobuf(rc) {
		lw = kgobjects.NewRESTListWatch(rc, "things", "", func() kgruntime.Object { return &metav1.PartialObjectMetadata{} }, tweak)
	} else {
		lw = kgobjects.NewListWatchFromFuncs(
			func(context.Context, metav1.ListOptions) (*metav1.PartialObjectMetadataList, error) { return nil, nil },
			func(context.Context, metav1.ListOptions) (watch.Interface, error) { return nil, nil },
			tweak,
		)
	}
	return kgobjects.NewInformer(lw, kgruntime.InformerOptions[kgruntime.Object]{
		Indexers: kgobjects.Indexers(indexers),
	})
}
