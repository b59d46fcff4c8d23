package runtime

// The controller loop's writes to the cache. The queue has already computed
// each delta's key, and the loop needs the object a write replaces to choose
// between OnAdd and OnUpdate: these do both without recomputing the key,
// which is most of the cache's cost per event. The work (index functions
// outside the lock) is the Indexer's own; see Indexer.store.

// putKeyed stores obj under key and returns the object it replaced. For
// keyedNamespaceIndex see Indexer.store.
func (i *Indexer[T]) putKeyed(key string, obj T, keyedNamespaceIndex bool) (old T, existed bool, err error) {
	return i.store(key, obj, keyedNamespaceIndex)
}

// removeKeyed deletes what is stored under key; resourceVersion, when not
// empty, is the deletion's, recorded as the last one seen.
func (i *Indexer[T]) removeKeyed(key, resourceVersion string) {
	i.remove(key, resourceVersion, resourceVersion != "")
}
