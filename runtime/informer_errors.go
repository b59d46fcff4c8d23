package runtime

import (
	"k8s.io/client-go/tools/cache"
)

// clientGoReflector returns the *cache.Reflector that client-go watch error
// handlers receive from our informers. client-go passes its running
// reflector; ours is not a *cache.Reflector, so handlers get a client-go
// reflector that is never run but carries our reflector's name and type
// description: Name(), TypeDescription() and cache.DefaultWatchErrorHandler
// (which logs them) read as with client-go. Its LastSyncResourceVersion is
// always "": ask the informer for that.
func clientGoReflector(name, typeDescription string) *cache.Reflector {
	return cache.NewReflectorWithOptions(&cache.ListWatch{}, nil, cache.NewStore(cache.MetaNamespaceKeyFunc), cache.ReflectorOptions{
		Name:            name,
		TypeDescription: typeDescription,
	})
}
