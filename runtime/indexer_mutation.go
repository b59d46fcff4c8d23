package runtime

import (
	"os"
	"strconv"

	"k8s.io/client-go/tools/cache"
)

// The store side of client-go's cache mutation detector: objects handed out
// by a cache are shared and must not be changed in place; with the detector
// on, the indexer gives every object it stores to the detector, which keeps
// a deep copy and crashes the process when the two drift apart.

// SetMutationDetector makes the indexer hand every object it stores to d,
// which keeps a copy and fails loudly when a stored object changes in place
// (client-go's KUBE_CACHE_MUTATION_DETECTOR). Call it before the first
// write; nil turns it off. Whoever sets d runs it (d.Run).
func (i *Indexer[T]) SetMutationDetector(d cache.MutationDetector) {
	if d == nil {
		i.detector.Store(nil)
		return
	}
	i.detector.Store(&d)
}

// EnableMutationDetection is what an informer calls once, before it starts:
// when KUBE_CACHE_MUTATION_DETECTOR is true (client-go's switch for tests and
// debugging) it installs client-go's cache mutation detector, named name
// (client-go uses the object type, fmt.Sprintf("%T", obj)), and returns it
// for the caller to Run until the informer stops. Otherwise it returns nil
// and costs nothing.
func (i *Indexer[T]) EnableMutationDetection(name string) cache.MutationDetector {
	if on, _ := strconv.ParseBool(os.Getenv(mutationDetectorEnv)); !on {
		return nil
	}
	d := cache.NewCacheMutationDetector(name)
	i.SetMutationDetector(d)
	return d
}

// mutationDetectorEnv is client-go's switch for its cache mutation detector.
const mutationDetectorEnv = "KUBE_CACHE_MUTATION_DETECTOR"

// detectMutations hands obj to the mutation detector, if there is one; it
// is called with the lock released.
func (i *Indexer[T]) detectMutations(obj T) {
	if d := i.detector.Load(); d != nil {
		(*d).AddObject(obj)
	}
}

// detectAllMutations is detectMutations for every item of a list.
func (i *Indexer[T]) detectAllMutations(items []T) {
	if i.detector.Load() == nil {
		return
	}
	for _, obj := range items {
		i.detectMutations(obj)
	}
}
