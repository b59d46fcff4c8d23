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
// Locking (docs/runtime.md, Locks). mu guards every field below it and is a
// leaf lock: nothing else is locked while it is held, and no code of the
// caller's (key, index or listing functions) runs under it. A write runs in
// two steps: prepare computes the key and index values from a snapshot
// taken under the read lock, with no lock held; commit applies them under
// the write lock if no other write came in between (writes unchanged), and
// otherwise the write is prepared again. Each retry means another write
// completed, and the informer is the only writer of its cache, so in
// practice nothing is computed twice. AddTypedIndexers builds its indices in
// one pass over a snapshot, with no lock held, while writers keep the new
// indices up to date for the keys they touch (see indexBuild): it never
// retries. So a key or index function may read the indexer (and the
// informer); it must not write to this indexer, whose write would then
// never find it unchanged (client-go's would deadlock).
type Indexer[T Object] struct {
	keyFunc KeyFunc[T]
	// detector, when set, watches stored objects for in-place changes
	// (KUBE_CACHE_MUTATION_DETECTOR); it is called after mu is released.
	detector atomic.Pointer[cache.MutationDetector]

	mu sync.RWMutex
	// items holds every stored object by key; no value is the zero T.
	items map[string]T
	// indexers and indices have the same names: indices[name] is kept equal
	// to what indexers[name] computes over items, except for the indices of
	// builds in progress, which readers do not see. indexers is never
	// changed in place (a new map is installed), so a writer may read a
	// snapshot of it without the lock.
	indexers map[string]cache.TypedIndexFunc[T]
	indices  map[string]index
	// builds are the AddTypedIndexers calls in progress; never changed in
	// place either.
	builds []*indexBuild
	// writes counts the changes to items and indexers; indexerSets counts
	// only the changes of index functions (see ReplaceItems).
	writes      uint64
	indexerSets uint64
	// resourceVersion is the last resourceVersion seen: of a relist, a
	// bookmark, or the last object written.
	resourceVersion string
}

// indexBuild is one AddTypedIndexers in progress. Its functions are in
// Indexer.indexers, so every writer computes them too and applies their
// values to indices[name], which readers cannot see yet; the build itself
// indexes the objects of its snapshot, minus the keys written since, which
// the writers have handled.
type indexBuild struct {
	names map[string]struct{}
	// dirty holds the keys written since the snapshot.
	dirty keySet
	// replaced: a ReplaceItems has since rebuilt these indices in full.
	replaced bool
	// err is the first failure of one of the build's functions in a
	// writer; the build then fails, and the writer's write goes on.
	err error
}

// hiddenLocked reports whether the index name is being built.
func (i *Indexer[T]) hiddenLocked(name string) bool {
	for _, b := range i.builds {
		if _, ok := b.names[name]; ok {
			return true
		}
	}
	return false
}

// visibleIndexLocked returns the index name unless it is unknown or being
// built.
func (i *Indexer[T]) visibleIndexLocked(name string) (index, bool) {
	idx, ok := i.indices[name]
	if !ok || (len(i.builds) > 0 && i.hiddenLocked(name)) {
		return nil, false
	}
	return idx, true
}

// buildOf returns the build, among builds, that installs the index name.
func buildOf(builds []*indexBuild, name string) *indexBuild {
	for _, b := range builds {
		if _, ok := b.names[name]; ok {
			return b
		}
	}
	return nil
}

// markDirtyLocked records that key was written, for the builds in progress.
func (i *Indexer[T]) markDirtyLocked(key string) {
	for _, b := range i.builds {
		if !b.replaced {
			b.dirty[key] = struct{}{}
		}
	}
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
	// buildErr: the function, one of a build in progress, failed on the
	// new object; the build fails, the write does not.
	buildErr error
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

// putPlan is a prepared Put: what commitPut applies, with the index
// changes, if the indexer has not changed since prepare. The changes travel
// beside it, not in it: escape analysis does not tell a struct's fields
// apart, and the plan's key and objects reach the heap, which would take
// the caller's stack buffer of changes along.
type putPlan[T Object] struct {
	key     string
	obj     T
	old     T
	existed bool
	seen    uint64
}

// store puts obj under key and returns the object it replaced, preparing
// the write again whenever another write came in between.
func (i *Indexer[T]) store(key string, obj T, keyedNamespaceIndex bool) (old T, existed bool, err error) {
	var buf [4]indexChange
	for {
		p, changes, err := i.preparePut(key, obj, keyedNamespaceIndex, buf[:0])
		if err != nil {
			return p.old, p.existed, err
		}
		if i.commitPut(&p, changes) {
			i.detectMutations(obj)
			return p.old, p.existed, nil
		}
	}
}

// preparePut computes, with no lock held, the index values that putting obj
// under key changes (the caller's index functions run here).
//
// keyedNamespaceIndex says that the NamespaceIndex, if installed, is
// MetaNamespaceIndex and keys are MetaNamespaceKey's: a namespace is then
// part of the key, so replacing an object under the same key cannot move it
// in that index. When that is the only index, an update only swaps the
// object, which spares two index calls on every update.
func (i *Indexer[T]) preparePut(key string, obj T, keyedNamespaceIndex bool, buf []indexChange) (putPlan[T], []indexChange, error) {
	p := putPlan[T]{key: key, obj: obj}
	i.mu.RLock()
	p.old, p.existed = i.items[key]
	indexers, builds := i.indexers, i.builds
	p.seen = i.writes
	i.mu.RUnlock()

	changes := buf
	_, onlyNamespace := indexers[NamespaceIndex]
	onlyNamespace = onlyNamespace && len(indexers) == 1
	if p.existed && keyedNamespaceIndex && onlyNamespace {
		return p, changes, nil
	}
	for name, fn := range indexers {
		c := indexChange{name: name}
		var err error
		if c.newValues, err = fn(obj); err != nil {
			err = fmt.Errorf("index %q of %q: %w", name, key, err)
			if buildOf(builds, name) == nil {
				return p, changes, err
			}
			c.newValues, c.buildErr = nil, err
		}
		if p.existed {
			c.oldValues, c.oldErr = fn(p.old)
		}
		changes = append(changes, c)
	}
	return p, changes, nil
}

// commitPut applies p and its index changes under the write lock and
// reports whether it could: it cannot when another write came after p was
// prepared.
func (i *Indexer[T]) commitPut(p *putPlan[T], changes []indexChange) bool {
	i.mu.Lock()
	defer i.mu.Unlock()
	// Without indices nothing was computed from the snapshot, so a
	// concurrent write does not matter.
	if i.writes != p.seen && len(i.indexers)+len(changes) > 0 {
		return false
	}
	i.writes++
	i.items[p.key] = p.obj
	i.markDirtyLocked(p.key)
	for _, c := range changes {
		// Most updates keep their values (an object rarely changes
		// namespace): leave the index alone then. Not an index being
		// built, which may not hold the key yet: its build skips the keys
		// written since its snapshot.
		if p.existed && c.oldErr == nil && c.buildErr == nil && slices.Equal(c.oldValues, c.newValues) &&
			(len(i.builds) == 0 || buildOf(i.builds, c.name) == nil) {
			continue
		}
		idx := i.indices[c.name]
		if c.buildErr != nil {
			if b := buildOf(i.builds, c.name); b != nil && b.err == nil {
				b.err = c.buildErr
			}
		}
		if p.existed {
			unindex(idx, p.key, c.oldValues, c.oldErr)
		}
		addKey(idx, p.key, c.newValues)
	}
	i.resourceVersion = p.obj.GetResourceVersion()
	return true
}

// addKey adds key to the sets of values.
func addKey(idx index, key string, values []string) {
	for _, v := range values {
		set := idx[v]
		if set == nil {
			set = keySet{}
			idx[v] = set
		}
		set[key] = struct{}{}
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

// removePlan is a prepared removal (see putPlan, also for why the index
// changes travel beside it).
type removePlan struct {
	key             string
	resourceVersion string
	setRV           bool
	found           bool
	seen            uint64
}

// remove deletes key and records resourceVersion when setRV is true,
// preparing again whenever another write came in between.
func (i *Indexer[T]) remove(key, resourceVersion string, setRV bool) {
	var buf [4]indexChange
	for {
		p, changes := i.prepareRemove(key, resourceVersion, setRV, buf[:0])
		if i.commitRemove(&p, changes) {
			return
		}
	}
}

// prepareRemove computes, with no lock held, the index values to drop.
func (i *Indexer[T]) prepareRemove(key, resourceVersion string, setRV bool, buf []indexChange) (removePlan, []indexChange) {
	p := removePlan{key: key, resourceVersion: resourceVersion, setRV: setRV}
	changes := buf
	i.mu.RLock()
	old, ok := i.items[key]
	indexers := i.indexers
	p.found, p.seen = ok, i.writes
	i.mu.RUnlock()
	if ok {
		for name, fn := range indexers {
			values, err := fn(old)
			changes = append(changes, indexChange{name: name, oldValues: values, oldErr: err})
		}
	}
	return p, changes
}

// commitRemove applies p under the write lock if nothing changed since it
// was prepared.
func (i *Indexer[T]) commitRemove(p *removePlan, changes []indexChange) bool {
	i.mu.Lock()
	defer i.mu.Unlock()
	if i.writes != p.seen {
		return false
	}
	if p.found {
		i.writes++
		i.markDirtyLocked(p.key)
		for _, c := range changes {
			unindex(i.indices[c.name], p.key, c.oldValues, c.oldErr)
		}
		delete(i.items, p.key)
	}
	if p.setRV {
		i.resourceVersion = p.resourceVersion
	}
	return true
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
// indices are built with the lock released; only a change of the index
// functions meanwhile makes them be built again.
func (i *Indexer[T]) ReplaceItems(items []T, resourceVersion string) error {
	for {
		p, err := i.prepareReplace(items, resourceVersion)
		if err != nil {
			return err
		}
		if _, ok := i.commitReplace(&p); ok {
			i.detectAllMutations(items)
			return nil
		}
	}
}

// replacePlan is a prepared ReplaceItems.
type replacePlan[T Object] struct {
	// keys[n] is the key of the n-th item.
	keys            []string
	next            map[string]T
	indices         map[string]index
	buildErrs       map[string]error
	resourceVersion string
	seen            uint64
}

// prepareReplace computes the keys and indices of items with no lock held.
func (i *Indexer[T]) prepareReplace(items []T, resourceVersion string) (replacePlan[T], error) {
	p := replacePlan[T]{keys: make([]string, len(items)), next: make(map[string]T, len(items)), resourceVersion: resourceVersion}
	for n, obj := range items {
		key, err := i.KeyOf(obj)
		if err != nil {
			return p, err
		}
		p.keys[n] = key
		p.next[key] = obj
	}
	i.mu.RLock()
	indexers, builds, seen := i.indexers, i.builds, i.indexerSets
	i.mu.RUnlock()
	p.seen = seen
	p.indices = make(map[string]index, len(indexers))
	for name, fn := range indexers {
		idx, err := buildIndex(name, fn, p.next)
		if err != nil {
			if buildOf(builds, name) == nil {
				return p, err
			}
			// A build's function failing fails the build, not the list.
			if p.buildErrs == nil {
				p.buildErrs = map[string]error{}
			}
			p.buildErrs[name], idx = err, index{}
		}
		p.indices[name] = idx
	}
	return p, nil
}

// commitReplace installs p under the write lock unless the index functions
// changed since it was prepared, and returns the items it replaced: a map
// the indexer no longer refers to, which the caller may read freely.
func (i *Indexer[T]) commitReplace(p *replacePlan[T]) (prev map[string]T, ok bool) {
	i.mu.Lock()
	defer i.mu.Unlock()
	if i.indexerSets != p.seen {
		return nil, false
	}
	for _, b := range i.builds {
		b.replaced, b.dirty = true, nil
		for name := range b.names {
			if err := p.buildErrs[name]; err != nil && b.err == nil {
				b.err = err
			}
		}
	}
	prev = i.items
	i.writes++
	i.items = p.next
	i.indices = p.indices
	i.resourceVersion = p.resourceVersion
	return prev, true
}

// IndexKeys returns the keys of the objects that the index name maps to
// value. An unknown value gives none; an unknown index name is an error.
func (i *Indexer[T]) IndexKeys(name, value string) ([]string, error) {
	i.mu.RLock()
	defer i.mu.RUnlock()
	idx, ok := i.visibleIndexLocked(name)
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
	idx, ok := i.visibleIndexLocked(name)
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
	ok = ok && !i.hiddenLocked(name)
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
	idx, ok := i.visibleIndexLocked(name)
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
	idx, _ := i.visibleIndexLocked(name)
	out := make([]string, 0, len(idx))
	for v := range idx {
		out = append(out, v)
	}
	return out
}

// AddTypedIndexers installs more indices and indexes the stored objects in
// them. A name already installed (or an index function failing) is an error,
// and then nothing changes. The new indices are built in one pass over a
// snapshot of the items, with no lock held; writes meanwhile index the keys
// they touch themselves (see indexBuild), so the build never starts over,
// however steadily the indexer is written. Readers see the new indices once
// they are complete.
func (i *Indexer[T]) AddTypedIndexers(indexers cache.TypedIndexers[T]) error {
	if len(indexers) == 0 {
		return nil
	}
	b := &indexBuild{names: make(map[string]struct{}, len(indexers)), dirty: keySet{}}
	i.mu.Lock()
	for name := range indexers {
		if _, ok := i.indexers[name]; ok {
			i.mu.Unlock()
			return fmt.Errorf("cannot add index %q: an index of that name is installed already", name)
		}
	}
	// New maps and slices, never in-place changes: writers read snapshots
	// of the old ones without the lock.
	next := maps.Clone(i.indexers)
	for name, fn := range indexers {
		b.names[name] = struct{}{}
		next[name] = fn
		i.indices[name] = index{}
	}
	i.indexers = next
	i.builds = append(slices.Clone(i.builds), b)
	i.writes++
	i.indexerSets++
	items := maps.Clone(i.items)
	i.mu.Unlock()

	built := make(map[string]index, len(indexers))
	var err error
	for name, fn := range indexers {
		var idx index
		if idx, err = buildIndex(name, fn, items); err != nil {
			break
		}
		built[name] = idx
	}

	i.mu.Lock()
	defer i.mu.Unlock()
	i.builds = slices.DeleteFunc(slices.Clone(i.builds), func(x *indexBuild) bool { return x == b })
	if err == nil {
		err = b.err
	}
	if err != nil {
		next := maps.Clone(i.indexers)
		for name := range indexers {
			delete(next, name)
			delete(i.indices, name)
		}
		i.indexers = next
		i.writes++
		i.indexerSets++
		return err
	}
	if b.replaced {
		// A relist indexed everything, snapshot or not.
		return nil
	}
	for name, idx := range built {
		live := i.indices[name]
		for value, set := range idx {
			for key := range set {
				if _, written := b.dirty[key]; !written {
					addKey(live, key, []string{value})
				}
			}
		}
	}
	return nil
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
		addKey(idx, key, values)
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
	idx, ok := i.visibleIndexLocked(name)
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
