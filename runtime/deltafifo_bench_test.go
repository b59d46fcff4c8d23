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

// BenchmarkDeltaFIFOInitialList is an informer's initial sync as the queue
// sees it: one Replace of the whole list into an empty queue, then every key
// popped into the store.
func BenchmarkDeltaFIFOInitialList(b *testing.B) {
	items := benchItems(benchObjects)
	b.Run("kubegen", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			known := NewIndexer[storeObj](nil, nil)
			q := newStFIFO(known)
			_ = q.Replace(items, "1")
			for q.Len() > 0 {
				_ = q.Pop(func(key string, deltas []Delta[storeObj]) error { return known.Put(deltas[len(deltas)-1].Object) })
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(items)), "ns/obj")
	})
	b.Run("client-go", func(b *testing.B) {
		list := make([]any, len(items))
		for n, o := range items {
			list[n] = o
		}
		b.ReportAllocs()
		for b.Loop() {
			known := cache.NewIndexer(cache.MetaNamespaceKeyFunc, cache.Indexers{})
			q := cache.NewDeltaFIFOWithOptions(cache.DeltaFIFOOptions{KnownObjects: known})
			_ = q.Replace(list, "1")
			for !q.HasSynced() { // true once the whole first list is popped
				_, _ = q.Pop(func(obj any, _ bool) error {
					return known.Add(obj.(cache.Deltas).Newest().Object)
				})
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(items)), "ns/obj")
	})
}
