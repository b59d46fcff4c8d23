package runtime

// The controller loop's writes to the cache. The queue has already computed
// each delta's key, and the loop needs the object a write replaces to choose
// between OnAdd and OnUpdate: these do both under one lock, without
// recomputing the key, which is most of the cache's cost per event.

// putKeyed stores obj under key and returns the object it replaced.
func (i *Indexer[T]) putKeyed(key string, obj T) (old T, existed bool, err error) {
	i.mu.Lock()
	defer i.mu.Unlock()
	old, existed = i.items[key]
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
