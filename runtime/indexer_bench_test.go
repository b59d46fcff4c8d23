package runtime

import (
	"fmt"
	"runtime"
	"testing"

	"k8s.io/client-go/tools/cache"
)

// The Indexer's hot path, side by side with client-go's cache.Indexer on the
// same objects, so one run gives the ratio. Both have the namespace index.

const benchObjects = 10000

func benchItems(n int) []storeObj {
	items := make([]storeObj, n)
	for j := range items {
		items[j] = storeCM(fmt.Sprintf("ns%d", j%50), fmt.Sprintf("obj%d", j), "1", "app", fmt.Sprint(j%10))
	}
	return items
}

func newBenchIndexers(items []storeObj) (*Indexer[storeObj], cache.Indexer) {
	ours := NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{NamespaceIndex: MetaNamespaceIndex[storeObj]})
	theirs := cache.NewIndexer(cache.MetaNamespaceKeyFunc, cache.Indexers{NamespaceIndex: cache.MetaNamespaceIndexFunc})
	for _, o := range items {
		_ = ours.Put(o)
		_ = theirs.Add(o)
	}
	return ours, theirs
}

func BenchmarkIndexerPut(b *testing.B) {
	items := benchItems(benchObjects)
	ours, theirs := newBenchIndexers(items)
	b.Run("kubegen", func(b *testing.B) {
		b.ReportAllocs()
		for n := 0; b.Loop(); n++ {
			if err := ours.Put(items[n%len(items)]); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("client-go", func(b *testing.B) {
		b.ReportAllocs()
		for n := 0; b.Loop(); n++ {
			if err := theirs.Update(items[n%len(items)]); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkIndexerAddRemove(b *testing.B) {
	items := benchItems(benchObjects)
	ours, theirs := newBenchIndexers(nil)
	b.Run("kubegen", func(b *testing.B) {
		b.ReportAllocs()
		for n := 0; b.Loop(); n++ {
			o := items[n%len(items)]
			_ = ours.Put(o)
			_ = ours.Remove(o)
		}
	})
	b.Run("client-go", func(b *testing.B) {
		b.ReportAllocs()
		for n := 0; b.Loop(); n++ {
			o := items[n%len(items)]
			_ = theirs.Add(o)
			_ = theirs.Delete(o)
		}
	})
}

func BenchmarkIndexerLookup(b *testing.B) {
	items := benchItems(benchObjects)
	ours, theirs := newBenchIndexers(items)
	keys := make([]string, len(items))
	for n, o := range items {
		keys[n], _ = MetaNamespaceKey(o)
	}
	b.Run("kubegen", func(b *testing.B) {
		b.RunParallel(func(pb *testing.PB) {
			for n := 0; pb.Next(); n++ {
				if _, ok := ours.Lookup(keys[n%len(keys)]); !ok {
					b.Fatal("missing")
				}
			}
		})
	})
	b.Run("client-go", func(b *testing.B) {
		b.RunParallel(func(pb *testing.PB) {
			for n := 0; pb.Next(); n++ {
				if _, ok, _ := theirs.GetByKey(keys[n%len(keys)]); !ok {
					b.Fatal("missing")
				}
			}
		})
	})
}

func BenchmarkIndexerByIndex(b *testing.B) {
	ours, theirs := newBenchIndexers(benchItems(benchObjects)) // 200 objects per namespace
	b.Run("kubegen", func(b *testing.B) {
		b.ReportAllocs()
		for n := 0; b.Loop(); n++ {
			if got, _ := ours.ByTypedIndex(NamespaceIndex, fmt.Sprintf("ns%d", n%50)); len(got) == 0 {
				b.Fatal("empty")
			}
		}
	})
	b.Run("client-go", func(b *testing.B) {
		b.ReportAllocs()
		for n := 0; b.Loop(); n++ {
			if got, _ := theirs.ByIndex(NamespaceIndex, fmt.Sprintf("ns%d", n%50)); len(got) == 0 {
				b.Fatal("empty")
			}
		}
	})
}

// BenchmarkIndexerHeapPerObject reports the heap each stored object costs
// the store itself (maps and index sets, not the object). It fills one
// store per run, whatever b.N.
func BenchmarkIndexerHeapPerObject(b *testing.B) {
	items := benchItems(benchObjects)
	measure := func(b *testing.B, fill func() any) {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		store := fill()
		runtime.GC()
		runtime.ReadMemStats(&after)
		runtime.KeepAlive(store)
		b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/benchObjects, "B/obj")
	}
	b.Run("kubegen", func(b *testing.B) {
		measure(b, func() any {
			ours, _ := newBenchIndexers(nil)
			_ = ours.ReplaceItems(items, "1")
			return ours
		})
	})
	b.Run("client-go", func(b *testing.B) {
		measure(b, func() any {
			_, theirs := newBenchIndexers(nil)
			list := make([]any, len(items))
			for n, o := range items {
				list[n] = o
			}
			_ = theirs.Replace(list, "1")
			return theirs
		})
	})
}

// The two-step writes keep their index changes on the stack: an update, a
// removal and a re-add allocate no more than client-go's indexer does for
// the same calls. (A buffer that escaped once cost an extra allocation of
// 384 bytes per write.)
func TestIndexerWritesAllocateNoMoreThanClientGo(t *testing.T) {
	items := benchItems(100)
	ours, theirs := newBenchIndexers(items)
	tagged := NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{NamespaceIndex: MetaNamespaceIndex[storeObj], "app": byApp})
	theirsTagged := cache.NewIndexer(cache.MetaNamespaceKeyFunc, cache.Indexers{NamespaceIndex: cache.MetaNamespaceIndexFunc, "app": func(obj any) ([]string, error) { return byApp(obj.(storeObj)) }})
	for _, o := range items {
		_ = tagged.Put(o)
		_ = theirsTagged.Add(o)
	}
	obj := items[7]
	for name, pair := range map[string][2]func(){
		"update":                  {func() { _ = ours.Put(obj) }, func() { _ = theirs.Update(obj) }},
		"update with two indices": {func() { _ = tagged.Put(obj) }, func() { _ = theirsTagged.Update(obj) }},
		"remove and add": {
			func() { _ = tagged.Remove(obj); _ = tagged.Put(obj) },
			func() { _ = theirsTagged.Delete(obj); _ = theirsTagged.Add(obj) },
		},
	} {
		got, want := testing.AllocsPerRun(200, pair[0]), testing.AllocsPerRun(200, pair[1])
		t.Logf("%s: %v allocations per call, client-go %v", name, got, want)
		if got > want {
			t.Errorf("%s: %v allocations per call, client-go's indexer %v", name, got, want)
		}
	}
}

func byApp(o storeObj) ([]string, error) { return []string{o.Labels["app"]}, nil }
