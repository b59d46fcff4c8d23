package runtime

import (
	"fmt"
	"slices"
	"sync"

	"k8s.io/client-go/tools/cache"
)

// NamespaceIndex is the name of the index by namespace that listers use for
// namespaced List calls; it is client-go's name for the same index.
const NamespaceIndex = cache.NamespaceIndex

// MetaNamespaceIndex indexes an object by its namespace.
func MetaNamespaceIndex[T Object](obj T) ([]string, error) {
	return []string{obj.GetNamespace()}, nil
}

// keySet is a set of store keys.
type keySet map[string]struct{}

// index maps each value of one index function to the keys of the objects
// that have it. Invariant: no set is empty; a set losing its last key is
// removed, so values that come and go (namespaces, node names) cannot leak.
type index map[string]keySet

// Indexer is a thread-safe, typed object store with named secondary indices.
// It is the informer's cache and also satisfies client-go's cache.Indexer and
// cache.TypedIndexer[T] (see indexer_untyped.go).
//
// Readers share a read lock and never block each other. Every slice handed
// out is freshly built, so no later write changes what a caller holds; the
// objects themselves are shared and must be treated as read-only.
type Indexer[T Object] struct {
	keyFunc KeyFunc[T]

	mu sync.RWMutex
	// items holds every stored object by key; no value is the zero T.
	items map[string]T
	// indexers and indices have the same names: indices[name] is kept equal
	// to what indexers[name] computes over items.
	indexers map[string]cache.TypedIndexFunc[T]
	indices  map[string]index
	// resourceVersion is the last resourceVersion seen: of a relist, a
	// bookmark, or the last object written.
	resourceVersion string
}

// NewIndexer returns an empty Indexer. A nil keyFunc means MetaNamespaceKey.
// indexers may be nil; NamespaceIndex is not installed unless given, as in
// client-go (cache.Indexers{NamespaceIndex: MetaNamespaceIndex[T]}).
func NewIndexer[T Object](keyFunc KeyFunc[T], indexers cache.TypedIndexers[T]) *Indexer[T] {
	if keyFunc == nil {
		keyFunc = MetaNamespaceKey[T]
	}
	i := &Indexer[T]{
		keyFunc:  keyFunc,
		items:    map[string]T{},
		indexers: make(map[string]cache.TypedIndexFunc[T], len(indexers)),
		indices:  make(map[string]index, len(indexers)),
	}
	for name, fn := range indexers {
		i.indexers[name] = fn
		i.indices[name] = index{}
	}
	return i
}

// KeyOf returns obj's store key; a failure is a KeyError.
func (i *Indexer[T]) KeyOf(obj T) (string, error) {
	return keyOf(i.keyFunc, obj)
}

// Put adds obj, or replaces the object stored under its key, and re-indexes
// it. If the key or an index function fails nothing changes.
func (i *Indexer[T]) Put(obj T) error {
	key, err := i.KeyOf(obj)
	if err != nil {
		return err
	}
	i.mu.Lock()
	defer i.mu.Unlock()
	if err := i.putLocked(key, obj); err != nil {
		return err
	}
	i.resourceVersion = obj.GetResourceVersion()
	return nil
}

// Remove deletes the object stored under obj's key, if any.
func (i *Indexer[T]) Remove(obj T) error {
	key, err := i.KeyOf(obj)
	if err != nil {
		return err
	}
	i.mu.Lock()
	defer i.mu.Unlock()
	i.removeLocked(key)
	i.resourceVersion = obj.GetResourceVersion()
	return nil
}

// RemoveKey deletes the object stored under key, if any.
func (i *Indexer[T]) RemoveKey(key string) {
	i.mu.Lock()
	defer i.mu.Unlock()
	i.removeLocked(key)
}

// Lookup returns the object stored under key.
func (i *Indexer[T]) Lookup(key string) (T, bool) {
	i.mu.RLock()
	defer i.mu.RUnlock()
	obj, ok := i.items[key]
	return obj, ok
}

// Items returns every stored object, in no particular order.
func (i *Indexer[T]) Items() []T {
	i.mu.RLock()
	defer i.mu.RUnlock()
	out := make([]T, 0, len(i.items))
	for _, obj := range i.items {
		out = append(out, obj)
	}
	return out
}

// ListKeys returns every stored key, in no particular order.
func (i *Indexer[T]) ListKeys() []string {
	i.mu.RLock()
	defer i.mu.RUnlock()
	out := make([]string, 0, len(i.items))
	for key := range i.items {
		out = append(out, key)
	}
	return out
}

// Len returns the number of stored objects.
func (i *Indexer[T]) Len() int {
	i.mu.RLock()
	defer i.mu.RUnlock()
	return len(i.items)
}

// ReplaceItems swaps the whole content for items, rebuilds every index and
// records resourceVersion (a relist). If a key or an index function fails
// nothing changes. A key listed twice keeps its last object.
func (i *Indexer[T]) ReplaceItems(items []T, resourceVersion string) error {
	next := make(map[string]T, len(items))
	for _, obj := range items {
		key, err := i.KeyOf(obj)
		if err != nil {
			return err
		}
		next[key] = obj
	}
	i.mu.Lock()
	defer i.mu.Unlock()
	indices := make(map[string]index, len(i.indexers))
	for name, fn := range i.indexers {
		idx, err := buildIndex(name, fn, next)
		if err != nil {
			return err
		}
		indices[name] = idx
	}
	i.items = next
	i.indices = indices
	i.resourceVersion = resourceVersion
	return nil
}

// IndexKeys returns the keys of the objects that the index name maps to
// value. An unknown value gives none; an unknown index name is an error.
func (i *Indexer[T]) IndexKeys(name, value string) ([]string, error) {
	i.mu.RLock()
	defer i.mu.RUnlock()
	idx, ok := i.indices[name]
	if !ok {
		return nil, unknownIndexError(name)
	}
	set := idx[value]
	out := make([]string, 0, len(set))
	for key := range set {
		out = append(out, key)
	}
	return out, nil
}

// ByTypedIndex returns the objects that the index name maps to value.
func (i *Indexer[T]) ByTypedIndex(name, value string) ([]T, error) {
	i.mu.RLock()
	defer i.mu.RUnlock()
	idx, ok := i.indices[name]
	if !ok {
		return nil, unknownIndexError(name)
	}
	set := idx[value]
	out := make([]T, 0, len(set))
	for key := range set {
		out = append(out, i.items[key])
	}
	return out, nil
}

// TypedIndex returns the stored objects that share at least one value of the
// index name with obj (obj itself need not be stored).
func (i *Indexer[T]) TypedIndex(name string, obj T) ([]T, error) {
	i.mu.RLock()
	defer i.mu.RUnlock()
	fn, ok := i.indexers[name]
	if !ok {
		return nil, unknownIndexError(name)
	}
	values, err := fn(obj)
	if err != nil {
		return nil, fmt.Errorf("index %q: %w", name, err)
	}
	idx := i.indices[name]
	if len(values) == 1 {
		set := idx[values[0]]
		out := make([]T, 0, len(set))
		for key := range set {
			out = append(out, i.items[key])
		}
		return out, nil
	}
	// Several values may lead to one key: collect the keys first.
	keys := keySet{}
	for _, v := range values {
		for key := range idx[v] {
			keys[key] = struct{}{}
		}
	}
	out := make([]T, 0, len(keys))
	for key := range keys {
		out = append(out, i.items[key])
	}
	return out, nil
}

// ListIndexFuncValues returns the values the index name currently holds;
// none for an unknown index.
func (i *Indexer[T]) ListIndexFuncValues(name string) []string {
	i.mu.RLock()
	defer i.mu.RUnlock()
	idx := i.indices[name]
	out := make([]string, 0, len(idx))
	for v := range idx {
		out = append(out, v)
	}
	return out
}

// AddTypedIndexers installs more indices and indexes the stored objects in
// them. A name already installed (or an index function failing) is an error,
// and then nothing changes.
func (i *Indexer[T]) AddTypedIndexers(indexers cache.TypedIndexers[T]) error {
	i.mu.Lock()
	defer i.mu.Unlock()
	for name := range indexers {
		if _, ok := i.indexers[name]; ok {
			return fmt.Errorf("indexer conflict: %q is already installed", name)
		}
	}
	built := make(map[string]index, len(indexers))
	for name, fn := range indexers {
		idx, err := buildIndex(name, fn, i.items)
		if err != nil {
			return err
		}
		built[name] = idx
	}
	for name, fn := range indexers {
		i.indexers[name] = fn
		i.indices[name] = built[name]
	}
	return nil
}

// putLocked stores obj under key and moves key between index values. Every
// index function runs before anything changes, so a failure leaves the
// store as it was.
func (i *Indexer[T]) putLocked(key string, obj T) error {
	old, hadOld := i.items[key]
	if len(i.indexers) == 0 {
		i.items[key] = obj
		return nil
	}
	type update struct {
		name      string
		oldValues []string
		newValues []string
		oldErr    error
	}
	var buf [4]update
	updates := buf[:0]
	for name, fn := range i.indexers {
		newValues, err := fn(obj)
		if err != nil {
			return fmt.Errorf("index %q of %q: %w", name, key, err)
		}
		u := update{name: name, newValues: newValues}
		if hadOld {
			u.oldValues, u.oldErr = fn(old)
		}
		updates = append(updates, u)
	}
	i.items[key] = obj
	for _, u := range updates {
		// Most updates keep their values (an object rarely changes
		// namespace): leave the index alone then.
		if hadOld && u.oldErr == nil && slices.Equal(u.oldValues, u.newValues) {
			continue
		}
		idx := i.indices[u.name]
		if hadOld {
			unindex(idx, key, u.oldValues, u.oldErr)
		}
		for _, v := range u.newValues {
			set := idx[v]
			if set == nil {
				set = keySet{}
				idx[v] = set
			}
			set[key] = struct{}{}
		}
	}
	return nil
}

// removeLocked deletes key from items and from every index.
func (i *Indexer[T]) removeLocked(key string) {
	old, ok := i.items[key]
	if !ok {
		return
	}
	for name, fn := range i.indexers {
		values, err := fn(old)
		unindex(i.indices[name], key, values, err)
	}
	delete(i.items, key)
}

// unindex removes key from the sets of values. When the index function
// failed on the old object (it did not when the object was stored, but
// functions can be impure) every set is searched, so no stale key remains.
func unindex(idx index, key string, values []string, err error) {
	if err != nil {
		for v, set := range idx {
			dropKey(idx, v, set, key)
		}
		return
	}
	for _, v := range values {
		if set, ok := idx[v]; ok {
			dropKey(idx, v, set, key)
		}
	}
}

func dropKey(idx index, value string, set keySet, key string) {
	delete(set, key)
	if len(set) == 0 {
		delete(idx, value)
	}
}

// buildIndex computes the index name over items.
func buildIndex[T Object](name string, fn cache.TypedIndexFunc[T], items map[string]T) (index, error) {
	idx := index{}
	for key, obj := range items {
		values, err := fn(obj)
		if err != nil {
			return nil, fmt.Errorf("index %q of %q: %w", name, key, err)
		}
		for _, v := range values {
			set := idx[v]
			if set == nil {
				set = keySet{}
				idx[v] = set
			}
			set[key] = struct{}{}
		}
	}
	return idx, nil
}

func unknownIndexError(name string) error {
	return fmt.Errorf("index with name %q does not exist", name)
}

// forEach calls fn for every stored object under the read lock; fn must not
// call back into the indexer's writers.
func (i *Indexer[T]) forEach(fn func(T)) {
	i.mu.RLock()
	defer i.mu.RUnlock()
	for _, obj := range i.items {
		fn(obj)
	}
}

// forEachIndexed calls fn for every object that the index name maps to
// value, under the read lock. It reports false, calling nothing, when there
// is no such index.
func (i *Indexer[T]) forEachIndexed(name, value string, fn func(T)) bool {
	i.mu.RLock()
	defer i.mu.RUnlock()
	idx, ok := i.indices[name]
	if !ok {
		return false
	}
	for key := range idx[value] {
		fn(i.items[key])
	}
	return true
}
