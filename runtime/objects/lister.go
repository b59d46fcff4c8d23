package objects

import (
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/tools/cache"

	kgruntime "github.com/kubegen/kubegen/runtime"
)

// Lister reads objects of one resource for a generated lister, which
// converts the results to its kind with As. Over the cache of
// NewInformer (an *kgruntime.Indexer[kgruntime.Object]) it reads through the runtime's
// Lister; over any other cache.Indexer it does what client-go's generic
// lister (listers.ResourceIndexer) does. Both are compiled here, once: the
// source is an interface so that the package holding an Lister sees
// no instantiated type (see the package comment). The zero value is not usable; see
// ListerFor and NewLister.
type Lister struct {
	source objectSource
}

// objectSource is what an Lister reads. namespace "" is all
// namespaces for list; for get, namespaced tells a namespace/name key from
// a cluster-scoped name.
type objectSource interface {
	list(namespace string, selector labels.Selector) ([]kgruntime.Object, error)
	get(namespace, name string, namespaced bool) (kgruntime.Object, error)
}

// NewLister returns a lister over indexer when it is an informer
// cache of kgruntime.Object values (NewInformer's), and false otherwise.
//
//go:noinline
func NewLister(indexer cache.Indexer, resource schema.GroupResource) (Lister, bool) {
	typed, ok := indexer.(*kgruntime.Indexer[kgruntime.Object])
	if !ok {
		return Lister{}, false
	}
	return Lister{runtimeSource{kgruntime.NewLister(typed, resource)}}, true
}

// ListerFor returns a lister over any indexer: the runtime's Lister
// for NewInformer's cache, client-go's semantics (cache.ListAll,
// MetaNamespaceKeyFunc keys, NotFound errors naming resource) for the rest.
//
//go:noinline
func ListerFor(indexer cache.Indexer, resource schema.GroupResource) Lister {
	if l, ok := NewLister(indexer, resource); ok {
		return l
	}
	return Lister{indexerSource{indexer, resource}}
}

// List is Lister.List.
func (l Lister) List(selector labels.Selector) ([]kgruntime.Object, error) {
	return l.source.list("", selector)
}

// ListNamespace is NamespaceLister.List.
func (l Lister) ListNamespace(namespace string, selector labels.Selector) ([]kgruntime.Object, error) {
	return l.source.list(namespace, selector)
}

// Get is Lister.Get: the cluster-scoped object name.
func (l Lister) Get(name string) (kgruntime.Object, error) {
	return l.source.get("", name, false)
}

// GetNamespaced is NamespaceLister.Get: the object namespace/name.
func (l Lister) GetNamespaced(namespace, name string) (kgruntime.Object, error) {
	return l.source.get(namespace, name, true)
}

// runtimeSource reads NewInformer's cache.
type runtimeSource struct {
	lister kgruntime.Lister[kgruntime.Object]
}

func (s runtimeSource) list(namespace string, selector labels.Selector) ([]kgruntime.Object, error) {
	if namespace == "" {
		return s.lister.List(selector)
	}
	return s.lister.Namespace(namespace).List(selector)
}

func (s runtimeSource) get(namespace, name string, namespaced bool) (kgruntime.Object, error) {
	if !namespaced {
		return s.lister.Get(name)
	}
	return s.lister.Namespace(namespace).Get(name)
}

// indexerSource reads any other cache.Indexer as client-go's
// listers.ResourceIndexer does.
type indexerSource struct {
	indexer  cache.Indexer
	resource schema.GroupResource
}

// list is ResourceIndexer.List: ListAllByNamespace, which is ListAll for
// namespace "".
func (s indexerSource) list(namespace string, selector labels.Selector) (ret []kgruntime.Object, err error) {
	err = cache.ListAllByNamespace(s.indexer, namespace, selector, func(m any) {
		ret = append(ret, m.(kgruntime.Object))
	})
	return ret, err
}

// get is ResourceIndexer.Get, whose key is the name alone when the
// namespace is "" (cluster-scoped, or a namespaced lister of "").
func (s indexerSource) get(namespace, name string, _ bool) (kgruntime.Object, error) {
	key := name
	if namespace != "" {
		key = namespace + "/" + name
	}
	obj, exists, err := s.indexer.GetByKey(key)
	if err != nil {
		return nil, err
	}
	if !exists {
		return nil, apierrors.NewNotFound(s.resource, name)
	}
	return obj.(kgruntime.Object), nil
}
