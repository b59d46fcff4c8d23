package runtime

import (
	"sync"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/client-go/tools/cache"
)

// Tests that the caller's code (listing callbacks, index and key functions)
// never runs under the indexer's lock: each would deadlock or stall if it did.

// within fails the test unless fn returns within d.
func within(t *testing.T, d time.Duration, what string, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		fn()
	}()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s did not return within %v: user code runs under the indexer's lock", what, d)
	}
}

// waitingWriter starts a Put and gives it time to queue for the write lock.
// Go's RWMutex then holds back new readers, so a callback that reads the
// indexer under a held read lock blocks forever.
func waitingWriter(i *Indexer[storeObj]) *sync.WaitGroup {
	var wg sync.WaitGroup
	wg.Go(func() { _ = i.Put(storeCM("ns1", "late", "9")) })
	time.Sleep(50 * time.Millisecond)
	return &wg
}

func TestListAllCallbackMayReadTheIndexerWhileAWriterWaits(t *testing.T) {
	for name, list := range map[string]func(i *Indexer[storeObj], fn func(storeObj)){
		"ListAll": func(i *Indexer[storeObj], fn func(storeObj)) { ListAll(i, labels.Everything(), fn) },
		"ListAll/selector": func(i *Indexer[storeObj], fn func(storeObj)) {
			ListAll(i, labels.SelectorFromSet(labels.Set{"app": "x"}), fn)
		},
		"ListAllByNamespace":    func(i *Indexer[storeObj], fn func(storeObj)) { ListAllByNamespace(i, "ns1", nil, fn) },
		"ListAllByNamespace/no": func(i *Indexer[storeObj], fn func(storeObj)) { ListAllByNamespace(NewIndexerLike(i), "ns1", nil, fn) },
	} {
		t.Run(name, func(t *testing.T) {
			i := newTestIndexer()
			stMust(t, i.Put(storeCM("ns1", "a", "1", "app", "x")))
			stMust(t, i.Put(storeCM("ns1", "b", "1", "app", "x")))
			calls := 0
			within(t, 5*time.Second, name, func() {
				list(i, func(obj storeObj) {
					calls++
					if calls == 1 {
						waitingWriter(i).Wait() // the writer must finish while we are inside
					}
					if _, ok := i.Lookup("ns1/" + obj.Name); !ok {
						t.Errorf("callback cannot see %s", obj.Name)
					}
				})
			})
			if calls != 2 {
				t.Errorf("callback ran %d times, want 2 (a snapshot taken before the write)", calls)
			}
		})
	}
}

// NewIndexerLike returns an indexer holding i's objects without any index,
// so that namespaced listing scans.
func NewIndexerLike(i *Indexer[storeObj]) *Indexer[storeObj] {
	out := NewIndexer[storeObj](nil, nil)
	_ = out.ReplaceItems(i.Items(), "")
	return out
}

// A slow listing callback must not hold back other readers or writers. With
// the callback under the read lock, a waiting writer held back every reader
// until the callback returned (316 ms in the report that found it).
func TestListAllSlowCallbackDoesNotStallOthers(t *testing.T) {
	i := newTestIndexer()
	stMust(t, i.Put(storeCM("ns1", "a", "1")))
	const slow = 500 * time.Millisecond
	inside := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		ListAll(i, nil, func(storeObj) {
			close(inside)
			time.Sleep(slow)
		})
	})
	<-inside
	start := time.Now()
	var others sync.WaitGroup
	others.Go(func() { _ = i.Put(storeCM("ns1", "b", "2")) })
	others.Go(func() {
		time.Sleep(10 * time.Millisecond) // behind the writer
		i.Lookup("ns1/a")
		_, _ = i.ByTypedIndex(NamespaceIndex, "ns1")
	})
	others.Wait()
	took := time.Since(start)
	wg.Wait()
	t.Logf("a writer and a reader finished in %v while a callback slept %v", took, slow)
	if took > slow/2 {
		t.Errorf("writer and reader took %v: they waited for the slow callback", took)
	}
}

// Index functions run with the lock released: one that reads the indexer
// (here, to look at another object) neither deadlocks Put, Remove,
// ReplaceItems, AddTypedIndexers nor TypedIndex.
func TestIndexerIndexFunctionMayReadTheIndexer(t *testing.T) {
	var i *Indexer[storeObj]
	peek := func(obj storeObj) ([]string, error) {
		i.Len()
		_, _ = i.ByTypedIndex(NamespaceIndex, obj.Namespace)
		return []string{obj.Namespace}, nil
	}
	i = NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{NamespaceIndex: MetaNamespaceIndex[storeObj], "peek": peek})
	within(t, 5*time.Second, "writes with a reading index function", func() {
		stMust(t, i.Put(storeCM("ns1", "a", "1")))
		stMust(t, i.Put(storeCM("ns1", "a", "2")))
		stMust(t, i.Remove(storeCM("ns1", "a", "3")))
		stMust(t, i.ReplaceItems([]storeObj{storeCM("ns2", "b", "1")}, "4"))
		stMust(t, i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"peek2": peek}))
		if _, err := i.TypedIndex("peek", storeCM("ns2", "x", "")); err != nil {
			t.Error(err)
		}
		_ = i.Delete(storeCM("ns2", "b", "5"))
	})
	if i.Len() != 0 {
		t.Errorf("Len = %d, want 0", i.Len())
	}
}

// A key function that reads the indexer does not deadlock either.
func TestIndexerKeyFunctionMayReadTheIndexer(t *testing.T) {
	var i *Indexer[storeObj]
	i = NewIndexer[storeObj](func(obj storeObj) (string, error) {
		i.Len()
		return MetaNamespaceKey(obj)
	}, cache.TypedIndexers[storeObj]{NamespaceIndex: MetaNamespaceIndex[storeObj]})
	within(t, 5*time.Second, "writes with a reading key function", func() {
		stMust(t, i.Put(storeCM("ns1", "a", "1")))
		stMust(t, i.ReplaceItems([]storeObj{storeCM("ns1", "b", "1")}, "2"))
		stMust(t, i.Remove(storeCM("ns1", "b", "3")))
	})
}

// Writers that race recompute their index values instead of applying stale
// ones: however Puts, Removes, Replaces and an AddTypedIndexers interleave,
// every index ends equal to what its function computes over the items.
func TestIndexerRacingWritersKeepIndicesConsistent(t *testing.T) {
	i := newTestIndexer()
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for n := range 300 {
				obj := storeCM(stNS(n+w), stName(n%15), "1", "tags", stTags(n, w))
				switch n % 11 {
				case 0:
					_ = i.Remove(obj)
				case 5:
					if w == 0 {
						_ = i.ReplaceItems([]storeObj{obj}, "r")
					}
				default:
					_ = i.Put(obj)
				}
			}
		})
	}
	wg.Go(func() {
		time.Sleep(time.Millisecond)
		_ = i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"late": stByTags})
	})
	wg.Wait()
	for name, fn := range i.indexers {
		want := index{}
		for key, obj := range i.items {
			values, _ := fn(obj)
			for _, v := range values {
				if want[v] == nil {
					want[v] = keySet{}
				}
				want[v][key] = struct{}{}
			}
		}
		if !indexEqual(want, i.indices[name]) {
			t.Errorf("index %s = %v; recomputed %v", name, i.indices[name], want)
		}
	}
}

func stNS(n int) string   { return []string{"ns0", "ns1", "ns2"}[n%3] }
func stName(n int) string { return "o" + string(rune('a'+n)) }
func stTags(n, w int) string {
	return []string{"t0", "t1", "t2"}[n%3] + "," + []string{"w0", "w1", "w2", "w3"}[w]
}

func indexEqual(a, b index) bool {
	if len(a) != len(b) {
		return false
	}
	for v, set := range a {
		other, ok := b[v]
		if !ok || len(other) != len(set) {
			return false
		}
		for key := range set {
			if _, ok := other[key]; !ok {
				return false
			}
		}
	}
	return true
}
