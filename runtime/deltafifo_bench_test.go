package runtime

import (
	"testing"

	"k8s.io/client-go/tools/cache"
)

// BenchmarkDeltaFIFOAddPop queues and pops events for an informer-like
// consumer, side by side with client-go's DeltaFIFO.
func BenchmarkDeltaFIFOAddPop(b *testing.B) {
	items := benchItems(benchObjects)
	b.Run("kubegen", func(b *testing.B) {
		known := NewIndexer[storeObj](nil, nil)
		q := newStFIFO(known)
		b.ReportAllocs()
		for n := 0; b.Loop(); n++ {
			_ = q.Update(items[n%len(items)])
			_ = q.Pop(func(key string, deltas []Delta[storeObj]) error { return known.Put(deltas[len(deltas)-1].Object) })
		}
	})
	b.Run("client-go", func(b *testing.B) {
		known := cache.NewIndexer(cache.MetaNamespaceKeyFunc, cache.Indexers{})
		q := cache.NewDeltaFIFOWithOptions(cache.DeltaFIFOOptions{KnownObjects: known})
		b.ReportAllocs()
		for n := 0; b.Loop(); n++ {
			_ = q.Update(items[n%len(items)])
			_, _ = q.Pop(func(obj any, _ bool) error {
				deltas := obj.(cache.Deltas)
				return known.Update(deltas.Newest().Object)
			})
		}
	})
}
