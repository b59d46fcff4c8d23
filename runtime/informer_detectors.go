package runtime

import (
	"fmt"

	"k8s.io/client-go/tools/cache"
)

// newMutationDetector returns client-go's cache mutation detector for T: a
// no-op unless KUBE_CACHE_MUTATION_DETECTOR is true, in which case it keeps a
// copy of every object the informer adds or updates and panics when a
// cached object was changed in place (a CI aid, as in client-go's informers).
func newMutationDetector[T Object]() cache.MutationDetector {
	var zero T
	return cache.NewCacheMutationDetector(fmt.Sprintf("%T", zero))
}
