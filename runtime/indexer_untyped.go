package runtime

import (
	"fmt"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
)

// Indexer speaks client-go's untyped interfaces too, so code written against
// tools/cache (listers, controller helpers, tests) can use it unchanged.
// Any Object type would do for the checks; PartialObjectMetadata is one.
var (
	_ cache.Indexer                                     = (*Indexer[*metav1.PartialObjectMetadata])(nil)
	_ cache.TypedIndexer[*metav1.PartialObjectMetadata] = (*Indexer[*metav1.PartialObjectMetadata])(nil)
	_ KeyLister[*metav1.PartialObjectMetadata]          = (*Indexer[*metav1.PartialObjectMetadata])(nil)
)

// The methods below adapt interface{} arguments to the typed methods. An
// argument that is not a T is an error, never a panic.

// Add stores obj (a T), like Put.
func (i *Indexer[T]) Add(obj any) error {
	t, err := i.asT(obj)
	if err != nil {
		return err
	}
	return i.Put(t)
}

// Update stores obj (a T), like Put.
func (i *Indexer[T]) Update(obj any) error { return i.Add(obj) }

// Delete removes the object stored under obj's key. Besides a T it accepts a
// cache.DeletedFinalStateUnknown tombstone or a cache.ExplicitKey, as
// client-go's deletion-handling key functions do.
func (i *Indexer[T]) Delete(obj any) error {
	key, err := i.untypedKey(obj)
	if err != nil {
		return err
	}
	if t, ok := obj.(T); ok {
		i.remove(key, t.GetResourceVersion(), true)
		return nil
	}
	i.RemoveKey(key)
	return nil
}

// List returns every stored object.
func (i *Indexer[T]) List() []any {
	i.mu.RLock()
	defer i.mu.RUnlock()
	out := make([]any, 0, len(i.items))
	for _, obj := range i.items {
		out = append(out, obj)
	}
	return out
}

// Get returns the object stored under obj's key (obj as for Delete).
func (i *Indexer[T]) Get(obj any) (item any, exists bool, err error) {
	key, err := i.untypedKey(obj)
	if err != nil {
		return nil, false, err
	}
	return i.GetByKey(key)
}

// GetByKey returns the object stored under key; item is a nil interface when
// there is none.
func (i *Indexer[T]) GetByKey(key string) (item any, exists bool, err error) {
	if t, ok := i.Lookup(key); ok {
		return t, true, nil
	}
	return nil, false, nil
}

// Replace is ReplaceItems for a list of T.
func (i *Indexer[T]) Replace(list []any, resourceVersion string) error {
	items := make([]T, 0, len(list))
	for _, obj := range list {
		t, err := i.asT(obj)
		if err != nil {
			return err
		}
		items = append(items, t)
	}
	return i.ReplaceItems(items, resourceVersion)
}

// Resync does nothing: a plain store has nothing to re-deliver.
func (i *Indexer[T]) Resync() error { return nil }

// LastStoreSyncResourceVersion returns the last resourceVersion seen.
func (i *Indexer[T]) LastStoreSyncResourceVersion() string {
	i.mu.RLock()
	defer i.mu.RUnlock()
	return i.resourceVersion
}

// Bookmark records a resourceVersion that the server reached without
// changing any stored object.
func (i *Indexer[T]) Bookmark(resourceVersion string) {
	i.mu.Lock()
	defer i.mu.Unlock()
	i.resourceVersion = resourceVersion
}

// Index is TypedIndex for an obj that must be a T, with one exception:
// client-go's ListAllByNamespace (behind every upstream-generated lister)
// probes the namespace index with a bare *metav1.ObjectMeta, which is
// answered by that object's namespace rather than refused (refusing would
// send those listers to a logged full scan on every call).
func (i *Indexer[T]) Index(name string, obj any) ([]any, error) {
	t, err := i.asT(obj)
	if err != nil {
		if m, ok := obj.(metav1.Object); ok && name == NamespaceIndex {
			return i.ByIndex(NamespaceIndex, m.GetNamespace())
		}
		return nil, err
	}
	items, err := i.TypedIndex(name, t)
	if err != nil {
		return nil, err
	}
	return toAny(items), nil
}

// ByIndex is ByTypedIndex returning []interface{}.
func (i *Indexer[T]) ByIndex(name, value string) ([]any, error) {
	items, err := i.ByTypedIndex(name, value)
	if err != nil {
		return nil, err
	}
	return toAny(items), nil
}

// GetIndexers returns the installed index functions, wrapped to take
// interface{}; given anything but a T they return an error.
func (i *Indexer[T]) GetIndexers() cache.Indexers {
	i.mu.RLock()
	defer i.mu.RUnlock()
	out := make(cache.Indexers, len(i.indexers))
	for name, fn := range i.indexers {
		if i.hiddenLocked(name) {
			continue
		}
		out[name] = func(obj any) ([]string, error) {
			t, err := i.asT(obj)
			if err != nil {
				return nil, err
			}
			return fn(t)
		}
	}
	return out
}

// AddIndexers is AddTypedIndexers for untyped index functions.
func (i *Indexer[T]) AddIndexers(indexers cache.Indexers) error {
	typed := make(cache.TypedIndexers[T], len(indexers))
	for name, fn := range indexers {
		typed[name] = func(obj T) ([]string, error) { return fn(obj) }
	}
	return i.AddTypedIndexers(typed)
}

func (i *Indexer[T]) asT(obj any) (T, error) {
	t, ok := obj.(T)
	if !ok {
		var zero T
		return zero, fmt.Errorf("indexer of %T: cannot store or look up a %T", zero, obj)
	}
	return t, nil
}

func (i *Indexer[T]) untypedKey(obj any) (string, error) {
	switch o := obj.(type) {
	case cache.DeletedFinalStateUnknown:
		return o.Key, nil
	case cache.ExplicitKey:
		return string(o), nil
	}
	t, err := i.asT(obj)
	if err != nil {
		return "", err
	}
	return i.KeyOf(t)
}

func toAny[T any](items []T) []any {
	out := make([]any, len(items))
	for n, obj := range items {
		out[n] = obj
	}
	return out
}
