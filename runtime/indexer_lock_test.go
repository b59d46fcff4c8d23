package runtime

import (
	"sync"
	"testing"

	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/client-go/tools/cache"
)

// Tests that the caller's code (listing callbacks, index and key functions)
// never runs under the indexer's lock: each would deadlock or stall if it did.

// writeInside runs a Put on another goroutine and waits for it. From a
// callback, it would never finish if the callback held the read lock.
func writeInside(t *testing.T, i *Indexer[storeObj]) {
	returns(t, "a write from inside a callback", func() { noError(t, i.Put(storeCM("ns1", "late", "9"))) })
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
			returns(t, name, func() {
				list(i, func(obj storeObj) {
					calls++
					if calls == 1 {
						writeInside(t, i) // the writer must finish while we are inside
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

// A listing callback that takes its time must not hold back other readers
// or writers. With the callback under the read lock, a waiting writer held
// back every reader until the callback returned (316 ms in the report that
// found it). Here the callback waits until a writer and a reader have
// finished, which never happens if either waits for the callback.
func TestListAllSlowCallbackDoesNotStallOthers(t *testing.T) {
	i := newTestIndexer()
	stMust(t, i.Put(storeCM("ns1", "a", "1")))
	inside, release := make(chan struct{}), make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		ListAll(i, nil, func(storeObj) {
			close(inside)
			<-release
		})
	})
	<-inside
	returns(t, "a writer and a reader while a listing callback runs", func() {
		var others sync.WaitGroup
		others.Go(func() { noError(t, i.Put(storeCM("ns1", "b", "2"))) })
		others.Go(func() {
			i.Lookup("ns1/a")
			_, _ = i.ByTypedIndex(NamespaceIndex, "ns1")
		})
		others.Wait()
	})
	close(release)
	wg.Wait()
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
	returns(t, "writes with a reading index function", func() {
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
	returns(t, "writes with a reading key function", func() {
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
	started := make(chan struct{})
	var startOnce sync.Once
	for w := range 4 {
		wg.Go(func() {
			for n := range 300 {
				if n == 20 {
					startOnce.Do(func() { close(started) })
				}
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
		<-started // once the writers are under way
		_ = i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"late": stByTags})
	})
	wg.Wait()
	checkIndicesMatchItems(t, i)
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
