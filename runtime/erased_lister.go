package runtime

import (
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/tools/cache"
)

// ObjectLister reads objects of one resource for a generated lister, which
// converts the results to its kind with ObjectsAs. Over the cache of
// NewObjectInformer (an *Indexer[Object]) it reads through the runtime's
// Lister; over any other cache.Indexer it does what client-go's generic
// lister (listers.ResourceIndexer) does. Both are compiled here, once: the
// source is an interface so that the package holding an ObjectLister sees
// no instantiated type (see erased.go). The zero value is not usable; see
// ObjectListerFor and NewObjectLister.
type ObjectLister struct {
	source objectSource
}

// objectSource is what an ObjectLister reads. namespace "" is all
// namespaces for list; for get, namespaced tells a namespace/name key from
// a cluster-scoped name.
type objectSource interface {
	list(namespace string, selector labels.Selector) ([]Object, error)
	get(namespace, name string, namespaced bool) (Object, error)
}

// NewObjectLister returns a lister over indexer when it is an informer
// cache of Object values (NewObjectInformer's), and false otherwise.
//
//go:noinline
func NewObjectLister(indexer cache.Indexer, resource schema.GroupResource) (ObjectLister, bool) {
	typed, ok := indexer.(*Indexer[Object])
	if !ok {
		return ObjectLister{}, false
	}
	return ObjectLister{runtimeSource{NewLister(typed, resource)}}, true
}

// ObjectListerFor returns a lister over any indexer: the runtime's Lister
// for NewObjectInformer's cache, client-go's semantics (cache.ListAll,
// MetaNamespaceKeyFunc keys, NotFound errors naming resource) for the rest.
//
//go:noinline
func ObjectListerFor(indexer cache.Indexer, resource schema.GroupResource) ObjectLister {
	if l, ok := NewObjectLister(indexer, resource); ok {
		return l
	}
	return ObjectLister{indexerSource{indexer, resource}}
}

// List is Lister.List.
func (l ObjectLister) List(selector labels.Selector) ([]Object, error) {
	return l.source.list("", selector)
}

// ListNamespace is NamespaceLister.List.
func (l ObjectLister) ListNamespace(namespace string, selector labels.Selector) ([]Object, error) {
	return l.source.list(namespace, selector)
}

// Get is Lister.Get: the cluster-scoped object name.
func (l ObjectLister) Get(name string) (Object, error) {
	return l.source.get("", name, false)
}

// GetNamespaced is NamespaceLister.Get: the object namespace/name.
func (l ObjectLister) GetNamespaced(namespace, name string) (Object, error) {
	return l.source.get(namespace, name, true)
}

// runtimeSource reads NewObjectInformer's cache.
type runtimeSource struct {
	lister Lister[Object]
}

func (s runtimeSource) list(namespace string, selector labels.Selector) ([]Object, error) {
	if namespace == "" {
		return s.lister.List(selector)
	}
	return s.lister.Namespace(namespace).List(selector)
}

func (s runtimeSource) get(namespace, name string, namespaced bool) (Object, error) {
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
func (s indexerSource) list(namespace string, selector labels.Selector) (ret []Object, err error) {
	err = cache.ListAllByNamespace(s.indexer, namespace, selector, func(m any) {
		ret = append(ret, m.(Object))
	})
	return ret, err
}

// get is ResourceIndexer.Get, whose key is the name alone when the
// namespace is "" (cluster-scoped, or a namespaced lister of "").
func (s indexerSource) get(namespace, name string, _ bool) (Object, error) {
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
	return obj.(Object), nil
}
