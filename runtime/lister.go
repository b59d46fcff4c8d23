package runtime

import (
	"slices"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// Lister reads objects of one resource from an Indexer, the way generated
// listers (FooLister) do. It assumes MetaNamespaceKey keys. It has no lock
// and no state of its own: every call reads a snapshot from the indexer, and
// filtering by labels happens after the indexer's lock is released.
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
	if labels.MatchesNothing(selector) {
		return nil, nil
	}
	return matching(l.indexer.Items(), selector), nil
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
// Like Lister it has no lock or state of its own.
type NamespaceLister[T Object] struct {
	indexer   *Indexer[T]
	resource  schema.GroupResource
	namespace string
}

// List returns the namespace's objects whose labels match selector, through
// the namespace index when the indexer has one.
func (l NamespaceLister[T]) List(selector labels.Selector) ([]T, error) {
	if labels.MatchesNothing(selector) {
		return nil, nil
	}
	return matching(inNamespace(l.indexer, l.namespace), selector), nil
}

// Get returns the object namespace/name, or a NotFound API error.
func (l NamespaceLister[T]) Get(name string) (T, error) {
	return get(l.indexer, l.resource, l.namespace+"/"+name, name)
}

// ListAll calls appendFn for every object in indexer whose labels match
// selector. A nil or empty selector matches all, without reading labels.
// appendFn runs after the indexer's lock is released, on a snapshot, so it
// may read or even write the indexer.
func ListAll[T Object](indexer *Indexer[T], selector labels.Selector, appendFn func(T)) {
	if labels.MatchesNothing(selector) {
		return
	}
	for _, obj := range matching(indexer.Items(), selector) {
		appendFn(obj)
	}
}

// ListAllByNamespace is ListAll restricted to one namespace (all namespaces
// for metav1.NamespaceAll). It reads the NamespaceIndex when installed and
// scans every object otherwise.
func ListAllByNamespace[T Object](indexer *Indexer[T], namespace string, selector labels.Selector, appendFn func(T)) {
	if labels.MatchesNothing(selector) {
		return
	}
	for _, obj := range matching(inNamespace(indexer, namespace), selector) {
		appendFn(obj)
	}
}

// inNamespace returns a snapshot of the objects of one namespace (all of
// them for metav1.NamespaceAll).
func inNamespace[T Object](indexer *Indexer[T], namespace string) []T {
	if namespace == metav1.NamespaceAll {
		return indexer.Items()
	}
	if items, ok := indexer.itemsIn(NamespaceIndex, namespace); ok {
		return items
	}
	items := indexer.Items()
	kept := items[:0]
	for _, obj := range items {
		if obj.GetNamespace() == namespace {
			kept = append(kept, obj)
		}
	}
	return trimmed(items, kept)
}

// matching filters a snapshot by selector, in place; a nil or empty selector
// keeps everything without reading labels. Matching runs with no lock held:
// a Selector is an interface that callers may implement.
func matching[T Object](items []T, selector labels.Selector) []T {
	if selector == nil || selector.Empty() {
		if len(items) == 0 {
			return nil // as client-go's listers: no match is a nil slice
		}
		return items
	}
	kept := items[:0]
	for _, obj := range items {
		if selector.Matches(labels.Set(obj.GetLabels())) {
			kept = append(kept, obj)
		}
	}
	return trimmed(items, kept)
}

// trimmed returns kept, a prefix of items that a filter kept, without
// letting it pin a much larger array: the caller may hold the result for
// long, and a selective filter over a big cache keeps a few objects.
func trimmed[T Object](items, kept []T) []T {
	switch {
	case len(kept) == 0:
		return nil
	case 4*len(kept) < cap(items):
		return slices.Clone(kept)
	}
	clear(items[len(kept):]) // drop references to the objects not kept
	return kept
}

func get[T Object](indexer *Indexer[T], resource schema.GroupResource, key, name string) (T, error) {
	obj, ok := indexer.Lookup(key)
	if !ok {
		return obj, apierrors.NewNotFound(resource, name)
	}
	return obj, nil
}
