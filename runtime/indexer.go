package runtime

import (
	"fmt"
	"maps"
	"slices"
	"sync"
	"sync/atomic"

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
// An index and its sets belong to one Indexer and are read and written only
// under its lock; they are never handed out.
type index map[string]keySet

// Indexer is a thread-safe, typed object store with named secondary indices.
// It is the informer's cache and also satisfies client-go's cache.Indexer and
// cache.TypedIndexer[T] (see indexer_untyped.go).
//
// Readers share a read lock and never block each other. Every slice handed
// out is freshly built, so no later write changes what a caller holds; the
// objects themselves are shared and must be treated as read-only.
//
// Locking. mu guards every field below it and is a leaf lock: nothing else
// is locked while it is held, and nothing outside this package runs under
// it. Key and index functions are the caller's code, so a writer computes
// them first, from a snapshot of the state taken under the read lock, and
// then applies the result under the write lock only if no other write
// happened in between (writes is unchanged); otherwise it computes again.
// The informer is the only writer of its cache, so in practice nothing is
// computed twice. Listing callbacks (ListAll) run on a snapshot after the
// read lock is released. So a key or index function may read the indexer;
// it must not write to it (its own write would then never find the indexer
// unchanged, where client-go's would deadlock).
type Indexer[T Object] struct {
	keyFunc KeyFunc[T]
	// detector, when set, watches stored objects for in-place changes
	// (KUBE_CACHE_MUTATION_DETECTOR); it is called after mu is released.
	detector atomic.Pointer[cache.MutationDetector]

	mu sync.RWMutex
	// items holds every stored object by key; no value is the zero T.
	items map[string]T
	// indexers and indices have the same names: indices[name] is kept equal
	// to what indexers[name] computes over items. indexers is never changed
	// in place (AddTypedIndexers installs a new map), so a writer may read
	// a snapshot of it without the lock.
	indexers map[string]cache.TypedIndexFunc[T]
	indices  map[string]index
	// writes counts the changes to items, indices and indexers; indexerSets
	// counts only the installs of new index functions (see ReplaceItems).
	writes      uint64
	indexerSets uint64
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

// indexChange is what one index function says about a key being written:
// the values of the object stored so far and of the new one.
type indexChange struct {
	name      string
	oldValues []string
	newValues []string
	oldErr    error
}

// Put adds obj, or replaces the object stored under its key, and re-indexes
// it. If the key or an index function fails nothing changes.
func (i *Indexer[T]) Put(obj T) error {
	key, err := i.KeyOf(obj)
	if err != nil {
		return err
	}
	_, _, err = i.store(key, obj, false)
	return err
}

// store puts obj under key and returns the object it replaced. Index values
// are computed with the lock released (see the type's comment).
//
// keyedNamespaceIndex says that the NamespaceIndex, if installed, is
// MetaNamespaceIndex and keys are MetaNamespaceKey's: a namespace is then
// part of the key, so replacing an object under the same key cannot move it
// in that index. When that is the only index, an update only swaps the
// object, which spares two index calls on every update.
func (i *Indexer[T]) store(key string, obj T, keyedNamespaceIndex bool) (old T, existed bool, err error) {
	var buf [4]indexChange
	for {
		i.mu.RLock()
		old, existed = i.items[key]
		indexers, seen := i.indexers, i.writes
		i.mu.RUnlock()

		changes := buf[:0]
		_, onlyNamespace := indexers[NamespaceIndex]
		onlyNamespace = onlyNamespace && len(indexers) == 1
		if !(existed && keyedNamespaceIndex && onlyNamespace) {
			for name, fn := range indexers {
				newValues, err := fn(obj)
				if err != nil {
					return old, existed, fmt.Errorf("index %q of %q: %w", name, key, err)
				}
				c := indexChange{name: name, newValues: newValues}
				if existed {
					c.oldValues, c.oldErr = fn(old)
				}
				changes = append(changes, c)
			}
		}

		i.mu.Lock()
		// Without indices nothing was computed from the snapshot, so a
		// concurrent write does not matter.
		if i.writes != seen && len(i.indexers)+len(indexers) > 0 {
			i.mu.Unlock()
			continue
		}
		i.applyPutLocked(key, obj, existed, changes)
		i.resourceVersion = obj.GetResourceVersion()
		i.mu.Unlock()
		i.detectMutations(obj)
		return old, existed, nil
	}
}

// applyPutLocked stores obj under key and moves key between index values as
// changes (computed with the lock released) say.
func (i *Indexer[T]) applyPutLocked(key string, obj T, hadOld bool, changes []indexChange) {
	i.writes++
	i.items[key] = obj
	for _, c := range changes {
		// Most updates keep their values (an object rarely changes
		// namespace): leave the index alone then.
		if hadOld && c.oldErr == nil && slices.Equal(c.oldValues, c.newValues) {
			continue
		}
		idx := i.indices[c.name]
		if hadOld {
			unindex(idx, key, c.oldValues, c.oldErr)
		}
		for _, v := range c.newValues {
			set := idx[v]
			if set == nil {
				set = keySet{}
				idx[v] = set
			}
			set[key] = struct{}{}
		}
	}
}

// Remove deletes the object stored under obj's key, if any.
func (i *Indexer[T]) Remove(obj T) error {
	key, err := i.KeyOf(obj)
	if err != nil {
		return err
	}
	i.remove(key, obj.GetResourceVersion(), true)
	return nil
}

// RemoveKey deletes the object stored under key, if any.
func (i *Indexer[T]) RemoveKey(key string) {
	i.remove(key, "", false)
}

// remove deletes key, computing the index values to drop with the lock
// released, and records resourceVersion when setRV is true.
func (i *Indexer[T]) remove(key, resourceVersion string, setRV bool) {
	var buf [4]indexChange
	for {
		i.mu.RLock()
		old, ok := i.items[key]
		indexers, seen := i.indexers, i.writes
		i.mu.RUnlock()

		changes := buf[:0]
		if ok {
			for name, fn := range indexers {
				values, err := fn(old)
				changes = append(changes, indexChange{name: name, oldValues: values, oldErr: err})
			}
		}

		i.mu.Lock()
		if i.writes != seen {
			i.mu.Unlock()
			continue
		}
		if ok {
			i.writes++
			for _, c := range changes {
				unindex(i.indices[c.name], key, c.oldValues, c.oldErr)
			}
			delete(i.items, key)
		}
		if setRV {
			i.resourceVersion = resourceVersion
		}
		i.mu.Unlock()
		return
	}
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
// nothing changes. A key listed twice keeps its last object. The new
// indices are built with the lock released; only an install of new index
// functions meanwhile makes them be built again.
func (i *Indexer[T]) ReplaceItems(items []T, resourceVersion string) error {
	next := make(map[string]T, len(items))
	for _, obj := range items {
		key, err := i.KeyOf(obj)
		if err != nil {
			return err
		}
		next[key] = obj
	}
	for {
		i.mu.RLock()
		indexers, seen := i.indexers, i.indexerSets
		i.mu.RUnlock()
		indices := make(map[string]index, len(indexers))
		for name, fn := range indexers {
			idx, err := buildIndex(name, fn, next)
			if err != nil {
				return err
			}
			indices[name] = idx
		}
		i.mu.Lock()
		if i.indexerSets != seen {
			i.mu.Unlock()
			continue
		}
		i.writes++
		i.items = next
		i.indices = indices
		i.resourceVersion = resourceVersion
		i.mu.Unlock()
		// items, not next: next is the live map now, which writers change.
		for _, obj := range items {
			i.detectMutations(obj)
		}
		return nil
	}
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
// index name with obj (obj itself need not be stored). The index function
// runs between two read locks, not under one.
func (i *Indexer[T]) TypedIndex(name string, obj T) ([]T, error) {
	i.mu.RLock()
	fn, ok := i.indexers[name]
	i.mu.RUnlock()
	if !ok {
		return nil, unknownIndexError(name)
	}
	values, err := fn(obj)
	if err != nil {
		return nil, fmt.Errorf("index %q: %w", name, err)
	}
	i.mu.RLock()
	defer i.mu.RUnlock()
	idx, ok := i.indices[name]
	if !ok {
		return nil, unknownIndexError(name)
	}
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
// and then nothing changes. The new indices are built over a copy of the
// items with the lock released, and built again if a write came meanwhile.
func (i *Indexer[T]) AddTypedIndexers(indexers cache.TypedIndexers[T]) error {
	for {
		i.mu.RLock()
		for name := range indexers {
			if _, ok := i.indexers[name]; ok {
				i.mu.RUnlock()
				return fmt.Errorf("cannot add index %q: an index of that name is installed already", name)
			}
		}
		items := maps.Clone(i.items)
		seen := i.writes
		i.mu.RUnlock()

		built := make(map[string]index, len(indexers))
		for name, fn := range indexers {
			idx, err := buildIndex(name, fn, items)
			if err != nil {
				return err
			}
			built[name] = idx
		}

		i.mu.Lock()
		if i.writes != seen {
			i.mu.Unlock()
			continue
		}
		// A new map, never an in-place change: writers read snapshots of
		// the old one without the lock.
		next := maps.Clone(i.indexers)
		for name, fn := range indexers {
			next[name] = fn
			i.indices[name] = built[name]
		}
		i.indexers = next
		i.writes++
		i.indexerSets++
		i.mu.Unlock()
		return nil
	}
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
	return fmt.Errorf("no index named %q is installed", name)
}

// itemsIn returns the objects that the index name maps to value; ok is
// false when there is no such index.
func (i *Indexer[T]) itemsIn(name, value string) (items []T, ok bool) {
	i.mu.RLock()
	defer i.mu.RUnlock()
	idx, ok := i.indices[name]
	if !ok {
		return nil, false
	}
	set := idx[value]
	items = make([]T, 0, len(set))
	for key := range set {
		items = append(items, i.items[key])
	}
	return items, true
}
