package runtime

import (
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Lister reads objects of one resource from an Indexer, the way generated
// listers (FooLister) do. It assumes MetaNamespaceKey keys.
type Lister[T Object] struct {
	indexer  *Indexer[T]
	resource schema.GroupResource
}

// NewLister returns a Lister over indexer; resource (group and plural) is
// named in NotFound errors.
func NewLister[T Object](indexer *Indexer[T], resource schema.GroupResource) Lister[T] {
	return Lister[T]{indexer: indexer, resource: resource}
}

// List returns the objects whose labels match selector; a nil or empty
// selector matches everything without looking at labels.
func (l Lister[T]) List(selector labels.Selector) ([]T, error) {
	var out []T
	ListAll(l.indexer, selector, func(obj T) { out = append(out, obj) })
	return out, nil
}

// Get returns the cluster-scoped object name, or a NotFound API error.
func (l Lister[T]) Get(name string) (T, error) {
	return get(l.indexer, l.resource, name, name)
}

// Namespace returns a lister for the objects of one namespace.
func (l Lister[T]) Namespace(namespace string) NamespaceLister[T] {
	return NamespaceLister[T]{indexer: l.indexer, resource: l.resource, namespace: namespace}
}

// NamespaceLister reads the objects of one namespace (FooNamespaceLister).
type NamespaceLister[T Object] struct {
	indexer   *Indexer[T]
	resource  schema.GroupResource
	namespace string
}

// List returns the namespace's objects whose labels match selector, through
// the namespace index when the indexer has one.
func (l NamespaceLister[T]) List(selector labels.Selector) ([]T, error) {
	var out []T
	ListAllByNamespace(l.indexer, l.namespace, selector, func(obj T) { out = append(out, obj) })
	return out, nil
}

// Get returns the object namespace/name, or a NotFound API error.
func (l NamespaceLister[T]) Get(name string) (T, error) {
	return get(l.indexer, l.resource, l.namespace+"/"+name, name)
}

// ListAll calls appendFn for every object in indexer whose labels match
// selector. A nil or empty selector matches all, without reading labels.
func ListAll[T Object](indexer *Indexer[T], selector labels.Selector, appendFn func(T)) {
	if labels.MatchesNothing(selector) {
		return
	}
	if selector == nil || selector.Empty() {
		indexer.forEach(appendFn)
		return
	}
	indexer.forEach(func(obj T) {
		if selector.Matches(labels.Set(obj.GetLabels())) {
			appendFn(obj)
		}
	})
}

// ListAllByNamespace is ListAll restricted to one namespace (all namespaces
// for metav1.NamespaceAll). It reads the NamespaceIndex when installed and
// scans every object otherwise.
func ListAllByNamespace[T Object](indexer *Indexer[T], namespace string, selector labels.Selector, appendFn func(T)) {
	if namespace == metav1.NamespaceAll {
		ListAll(indexer, selector, appendFn)
		return
	}
	if labels.MatchesNothing(selector) {
		return
	}
	matchAll := selector == nil || selector.Empty()
	visit := func(obj T) {
		if matchAll || selector.Matches(labels.Set(obj.GetLabels())) {
			appendFn(obj)
		}
	}
	if indexer.forEachIndexed(NamespaceIndex, namespace, visit) {
		return
	}
	indexer.forEach(func(obj T) {
		if obj.GetNamespace() == namespace {
			visit(obj)
		}
	})
}

func get[T Object](indexer *Indexer[T], resource schema.GroupResource, key, name string) (T, error) {
	obj, ok := indexer.Lookup(key)
	if !ok {
		return obj, apierrors.NewNotFound(resource, name)
	}
	return obj, nil
}
