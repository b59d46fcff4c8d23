// Package runtime is the typed informer machinery that kubegen's generated
// informers and listers run on:
//
//	ListerWatcher --LIST/WATCH--> Reflector --events--> queue --pop--> run loop
//	                                                                      |  prepare: key, index values (no lock)
//	                                                                      |  commit under deltaMu:
//	                                                                      v
//	                                         Indexer (typed cache) + processor: one buffered
//	                                              ^ Lister reads          listener (goroutine) per handler
//
// The queue is the in-order queue of client-go v0.37 by default, or a
// DeltaFIFO (InformerOptions.UseDeltaFIFO), whose knownObjects is the cache.
//
// Every piece is generic over the object type T. Code written against it
// directly (NewSharedIndexInformer[*v1.Foo]) keeps objects typed from the
// decoder to the handler. Generated informers instantiate it once, with
// T = Object (an interface), so that each kind's informer package does not
// compile its own copy: their objects are interface values throughout, which
// costs no allocation (they are pointers) and a type assertion where the
// generated lister hands out *v1.Foo. The pieces that client-go users touch
// also satisfy client-go's tools/cache interfaces (SharedIndexInformer,
// TypedSharedIndexInformer[T], Indexer, TypedIndexer[T]), so WaitForCacheSync,
// ResourceEventHandlerFuncs and workqueue-based controllers work unchanged.
//
// The decoders that kubegen generates are written against the sibling
// package runtime/decode, which controllers never need.
//
// docs/runtime.md lists the behaviours, numbered, with the tests that pin
// them, and the locks: no handler, transform, watch error handler or lister
// callback runs under a lock of this package, nor any key or index function
// but in one case (R42): a DeltaFIFO's Pop holds its popMu while the
// process function runs, so with InformerOptions.UseDeltaFIFO the
// informer's key and index functions run under it. Only another Pop of that
// queue waits for popMu.
package runtime
