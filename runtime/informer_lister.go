package runtime

import "k8s.io/apimachinery/pkg/runtime/schema"

// Lister reads the informer's cache; resource names the objects in
// NotFound errors.
func (s *informerCore[T]) Lister(resource schema.GroupResource) Lister[T] {
	return NewLister(s.indexer, resource)
}
