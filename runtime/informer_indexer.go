package runtime

// The controller loop's writes to the cache. The queue has already computed
// each delta's key, and the loop needs the object a write replaces to choose
// between OnAdd and OnUpdate: these do both under one lock, without
// recomputing the key, which is most of the cache's cost per event.

// putKeyed stores obj under key and returns the object it replaced.
//
// keyedNamespaceIndex says that the NamespaceIndex, if installed, is
// MetaNamespaceIndex and keys are MetaNamespaceKey's: a namespace is then
// part of the key, so replacing an object under the same key cannot move it
// in that index. When that is the only index, an update only swaps the
// object, which spares two index calls on every update.
func (i *Indexer[T]) putKeyed(key string, obj T, keyedNamespaceIndex bool) (old T, existed bool, err error) {
	i.mu.Lock()
	defer i.mu.Unlock()
	old, existed = i.items[key]
	if existed && keyedNamespaceIndex && len(i.indexers) == 1 {
		if _, ok := i.indexers[NamespaceIndex]; ok {
			i.items[key] = obj
			i.resourceVersion = obj.GetResourceVersion()
			return old, true, nil
		}
	}
	if err := i.putLocked(key, obj); err != nil {
		return old, existed, err
	}
	i.resourceVersion = obj.GetResourceVersion()
	return old, existed, nil
}

// removeKeyed deletes what is stored under key; resourceVersion, when not
// empty, is the deletion's, recorded as the last one seen.
func (i *Indexer[T]) removeKeyed(key, resourceVersion string) {
	i.mu.Lock()
	defer i.mu.Unlock()
	i.removeLocked(key)
	if resourceVersion != "" {
		i.resourceVersion = resourceVersion
	}
}
