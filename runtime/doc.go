// Package runtime is the typed informer machinery that kubegen's generated
// informers and listers run on:
//
//	ListerWatcher --LIST/WATCH--> Reflector --deltas--> DeltaFIFO --Pop--> controller loop
//	                                                       |                    |
//	                                           knownObjects|          updates   v
//	                                                       +-------------- Indexer (typed store)
//	                                                                            |      ^ Lister reads
//	                                                                   processor: one buffered
//	                                                                   listener per handler
//
// Every piece is generic over the object type T (for example *v1.Foo), so the
// hot path never boxes objects into interface{}. The pieces that client-go
// users touch also satisfy client-go's tools/cache interfaces (SharedIndexInformer,
// TypedSharedIndexInformer[T], Indexer, TypedIndexer[T]), so WaitForCacheSync,
// ResourceEventHandlerFuncs and workqueue-based controllers work unchanged.
//
// The behaviours are those listed, item by item, in the project's runtime
// contract; tests in this package pin each of them.
package runtime
