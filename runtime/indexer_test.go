package runtime

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/tools/cache"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

type storeObj = *corev1.ConfigMap

// stByTags indexes a ConfigMap by the comma-separated values of its "tags"
// label: an index function with several (or no) values per object.
func stByTags(obj storeObj) ([]string, error) {
	tags := obj.Labels["tags"]
	if tags == "" {
		return nil, nil
	}
	return strings.Split(tags, ","), nil
}

func newTestIndexer() *Indexer[storeObj] {
	return NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{
		NamespaceIndex: MetaNamespaceIndex[storeObj],
		"tags":         stByTags,
	})
}

func stSortedKeys(t *testing.T, i *Indexer[storeObj], index, value string) []string {
	t.Helper()
	keys, err := i.IndexKeys(index, value)
	if err != nil {
		t.Fatalf("IndexKeys(%q, %q): %v", index, value, err)
	}
	slices.Sort(keys)
	return keys
}

func stSortedNames(objs []storeObj) []string {
	var out []string
	for _, o := range objs {
		out = append(out, o.Namespace+"/"+o.Name+"@"+o.ResourceVersion)
	}
	slices.Sort(out)
	return out
}

func TestIndexerAddUpdateDeleteReplace(t *testing.T) {
	i := newTestIndexer()
	stMust(t, i.Put(storeCM("ns1", "a", "1", "tags", "x")))
	stMust(t, i.Put(storeCM("ns1", "b", "2", "tags", "x")))
	stMust(t, i.Put(storeCM("ns1", "a", "3", "tags", "y"))) // update overwrites and re-indexes

	if got, ok := i.Lookup("ns1/a"); !ok || got.ResourceVersion != "3" {
		t.Fatalf("Lookup(ns1/a) = %v, %v; want rv 3", got, ok)
	}
	if i.Len() != 2 {
		t.Fatalf("Len = %d; want 2", i.Len())
	}
	if got := stSortedKeys(t, i, "tags", "x"); !slices.Equal(got, []string{"ns1/b"}) {
		t.Errorf("tags=x: %v; want [ns1/b]", got)
	}
	if got := stSortedKeys(t, i, "tags", "y"); !slices.Equal(got, []string{"ns1/a"}) {
		t.Errorf("tags=y: %v; want [ns1/a]", got)
	}
	if rv := i.LastStoreSyncResourceVersion(); rv != "3" {
		t.Errorf("LastStoreSyncResourceVersion after a write = %q; want the object's 3", rv)
	}

	// Deleting a missing key changes nothing.
	stMust(t, i.Remove(storeCM("ns1", "missing", "9")))
	i.RemoveKey("ns1/missing")
	if i.Len() != 2 {
		t.Fatalf("Len after removing missing keys = %d; want 2", i.Len())
	}
	stMust(t, i.Remove(storeCM("ns1", "b", "4")))
	if _, ok := i.Lookup("ns1/b"); ok || i.Len() != 1 {
		t.Fatalf("ns1/b still stored after Remove")
	}

	stMust(t, i.ReplaceItems([]storeObj{
		storeCM("ns2", "c", "5", "tags", "z"),
		storeCM("ns2", "d", "6"),
	}, "100"))
	if got := stSortedNames(i.Items()); !slices.Equal(got, []string{"ns2/c@5", "ns2/d@6"}) {
		t.Errorf("Items after Replace = %v", got)
	}
	if got := stSortedKeys(t, i, "tags", "y"); len(got) != 0 {
		t.Errorf("index kept a replaced-away object: %v", got)
	}
	if got := stSortedKeys(t, i, NamespaceIndex, "ns2"); !slices.Equal(got, []string{"ns2/c", "ns2/d"}) {
		t.Errorf("namespace index after Replace = %v", got)
	}
	if got := i.ListIndexFuncValues("tags"); !slices.Equal(got, []string{"z"}) {
		t.Errorf("tags values after Replace = %v; want [z]", got)
	}
	if rv := i.LastStoreSyncResourceVersion(); rv != "100" {
		t.Errorf("LastStoreSyncResourceVersion = %q; want 100", rv)
	}
	keys := i.ListKeys()
	slices.Sort(keys)
	if !slices.Equal(keys, []string{"ns2/c", "ns2/d"}) {
		t.Errorf("ListKeys = %v", keys)
	}
}

func TestIndexerMultipleValuesMoveAndEmptySetsAreDropped(t *testing.T) {
	i := newTestIndexer()
	stMust(t, i.Put(storeCM("ns", "a", "1", "tags", "red,green")))
	stMust(t, i.Put(storeCM("ns", "b", "1", "tags", "green")))

	byIdx, err := i.ByTypedIndex("tags", "green")
	stMust(t, err)
	if got := stSortedNames(byIdx); !slices.Equal(got, []string{"ns/a@1", "ns/b@1"}) {
		t.Errorf("ByTypedIndex(green) = %v", got)
	}
	// TypedIndex: objects sharing any value with the probe, each once.
	shared, err := i.TypedIndex("tags", storeCM("ns", "probe", "", "tags", "red,green,blue"))
	stMust(t, err)
	if got := stSortedNames(shared); !slices.Equal(got, []string{"ns/a@1", "ns/b@1"}) {
		t.Errorf("TypedIndex(red,green,blue) = %v", got)
	}
	shared, err = i.TypedIndex("tags", storeCM("ns", "probe", "", "tags", "red"))
	stMust(t, err)
	if got := stSortedNames(shared); !slices.Equal(got, []string{"ns/a@1"}) {
		t.Errorf("TypedIndex(red) = %v", got)
	}

	// The update moves a from red to blue: red has no key left and goes.
	stMust(t, i.Put(storeCM("ns", "a", "2", "tags", "green,blue")))
	if got := stSortedKeys(t, i, "tags", "blue"); !slices.Equal(got, []string{"ns/a"}) {
		t.Errorf("tags=blue: %v", got)
	}
	if _, ok := i.indices["tags"]["red"]; ok {
		t.Errorf("empty set for value red was kept")
	}
	stMust(t, i.Remove(storeCM("ns", "a", "3")))
	stMust(t, i.Remove(storeCM("ns", "b", "3")))
	if n := len(i.indices["tags"]) + len(i.indices[NamespaceIndex]); n != 0 {
		t.Errorf("indices after removing everything still hold %d values: %v", n, i.indices)
	}

	// An unknown value is empty; an unknown index name is an error.
	if got, err := i.ByTypedIndex("tags", "never"); err != nil || len(got) != 0 {
		t.Errorf("ByTypedIndex of unknown value = %v, %v; want empty", got, err)
	}
	if _, err := i.ByTypedIndex("nope", "x"); err == nil {
		t.Errorf("ByTypedIndex of unknown index: no error")
	}
	if _, err := i.IndexKeys("nope", "x"); err == nil {
		t.Errorf("IndexKeys of unknown index: no error")
	}
	if _, err := i.TypedIndex("nope", storeCM("ns", "a", "")); err == nil {
		t.Errorf("TypedIndex of unknown index: no error")
	}
	if got := i.ListIndexFuncValues("nope"); len(got) != 0 {
		t.Errorf("ListIndexFuncValues of unknown index = %v", got)
	}
}

func TestIndexerIndexFunctionErrorChangesNothing(t *testing.T) {
	boom := errors.New("boom")
	failOn := func(o storeObj) ([]string, error) {
		if o.Labels["fail"] == "yes" {
			return nil, boom
		}
		return []string{o.Labels["v"]}, nil
	}
	i := NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{"v": failOn})
	stMust(t, i.Put(storeCM("ns", "a", "1", "v", "one")))

	if err := i.Put(storeCM("ns", "a", "2", "fail", "yes")); !errors.Is(err, boom) {
		t.Fatalf("Put with a failing index function: %v; want %v", err, boom)
	}
	if got, _ := i.Lookup("ns/a"); got.ResourceVersion != "1" {
		t.Errorf("failed Put replaced the object: rv %s", got.ResourceVersion)
	}
	if err := i.ReplaceItems([]storeObj{storeCM("ns", "b", "1", "fail", "yes")}, "9"); !errors.Is(err, boom) {
		t.Fatalf("ReplaceItems with a failing index function: %v", err)
	}
	if got := stSortedKeys(t, i, "v", "one"); !slices.Equal(got, []string{"ns/a"}) || i.Len() != 1 {
		t.Errorf("failed ReplaceItems changed the store: %v", got)
	}
	if _, err := i.TypedIndex("v", storeCM("ns", "x", "", "fail", "yes")); !errors.Is(err, boom) {
		t.Errorf("TypedIndex with a failing index function: %v", err)
	}
	if err := i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"w": func(storeObj) ([]string, error) { return nil, boom }}); !errors.Is(err, boom) {
		t.Errorf("AddTypedIndexers with a failing function: %v", err)
	}
	if _, err := i.IndexKeys("w", ""); err == nil {
		t.Errorf("a failed AddTypedIndexers installed its index")
	}
}

// An index function that fails on an object it accepted before (impure) must
// not leave the key behind in the index.
func TestIndexerImpureIndexFunctionLeavesNoStaleKey(t *testing.T) {
	var failOld bool
	fn := func(o storeObj) ([]string, error) {
		if failOld && o.ResourceVersion == "1" {
			return nil, errors.New("changed its mind")
		}
		return []string{o.Labels["v"]}, nil
	}
	i := NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{"v": fn})
	stMust(t, i.Put(storeCM("ns", "a", "1", "v", "old")))
	stMust(t, i.Put(storeCM("ns", "b", "1", "v", "old")))
	failOld = true
	stMust(t, i.Put(storeCM("ns", "a", "2", "v", "new")))
	i.RemoveKey("ns/b")
	if got := i.ListIndexFuncValues("v"); !slices.Equal(got, []string{"new"}) {
		t.Errorf("index values = %v; want [new]", got)
	}
}

func TestIndexerAddIndexers(t *testing.T) {
	i := NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{NamespaceIndex: MetaNamespaceIndex[storeObj]})
	stMust(t, i.Put(storeCM("ns", "a", "1", "tags", "x,y")))
	stMust(t, i.Put(storeCM("other", "b", "1", "tags", "y")))

	err := i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"tags": stByTags, NamespaceIndex: MetaNamespaceIndex[storeObj]})
	if err == nil {
		t.Fatalf("AddTypedIndexers accepted a duplicate name")
	}
	if _, err := i.IndexKeys("tags", "y"); err == nil {
		t.Fatalf("a rejected AddTypedIndexers installed part of its indexers")
	}
	stMust(t, i.AddTypedIndexers(cache.TypedIndexers[storeObj]{"tags": stByTags}))
	if got := stSortedKeys(t, i, "tags", "y"); !slices.Equal(got, []string{"ns/a", "other/b"}) {
		t.Errorf("new index over stored items: tags=y %v", got)
	}
	// Later writes maintain the added index.
	stMust(t, i.Put(storeCM("ns", "a", "2", "tags", "x")))
	if got := stSortedKeys(t, i, "tags", "y"); !slices.Equal(got, []string{"other/b"}) {
		t.Errorf("tags=y after update: %v", got)
	}
}

func TestIndexerReadersDoNotBlockEachOther(t *testing.T) {
	entered := make(chan struct{})
	release := make(chan struct{})
	slow := func(o storeObj) ([]string, error) {
		if o.Name == "probe" {
			close(entered)
			<-release // TypedIndex runs this while holding the read lock
		}
		return []string{o.Namespace}, nil
	}
	i := NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{"slow": slow})
	stMust(t, i.Put(storeCM("ns", "a", "1")))

	done := make(chan error)
	go func() {
		_, err := i.TypedIndex("slow", storeCM("ns", "probe", ""))
		done <- err
	}()
	<-entered
	readers := make(chan struct{})
	go func() {
		i.Lookup("ns/a")
		i.Items()
		i.Len()
		_, _ = i.IndexKeys("slow", "ns")
		close(readers)
	}()
	select {
	case <-readers:
	case <-testkit.GiveUp(t):
		t.Fatalf("readers blocked behind another reader")
	}
	close(release)
	stMust(t, <-done)
}

func TestIndexerHandsOutSlicesThatLaterWritesDoNotChange(t *testing.T) {
	i := newTestIndexer()
	stMust(t, i.Put(storeCM("ns", "a", "1", "tags", "x")))
	items := i.Items()
	keys, _ := i.IndexKeys("tags", "x")
	byIdx, _ := i.ByTypedIndex("tags", "x")
	values := i.ListIndexFuncValues("tags")
	listKeys := i.ListKeys()

	stMust(t, i.Put(storeCM("ns", "a", "2", "tags", "x")))
	stMust(t, i.Put(storeCM("ns", "b", "2", "tags", "x")))
	stMust(t, i.ReplaceItems(nil, "5"))

	if items[0].ResourceVersion != "1" || len(items) != 1 || len(keys) != 1 || len(byIdx) != 1 ||
		byIdx[0].ResourceVersion != "1" || len(values) != 1 || len(listKeys) != 1 {
		t.Errorf("a write changed slices handed out earlier")
	}
	// Callers may scribble on what they got without corrupting the indexer.
	stMust(t, i.Put(storeCM("ns", "c", "3", "tags", "x")))
	keys, _ = i.IndexKeys("tags", "x")
	keys[0] = "garbage"
	if got := stSortedKeys(t, i, "tags", "x"); !slices.Equal(got, []string{"ns/c"}) {
		t.Errorf("caller's edit leaked into the index: %v", got)
	}
}

func TestIndexerConcurrentReadersAndWriters(t *testing.T) {
	i := newTestIndexer()
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for n := range 200 {
				obj := storeCM(fmt.Sprintf("ns%d", n%3), fmt.Sprintf("o%d", n%20), fmt.Sprint(n), "tags", fmt.Sprintf("t%d,t%d", w, n%5))
				if n%7 == 0 {
					_ = i.Remove(obj)
				} else {
					_ = i.Put(obj)
				}
				_, _ = i.ByTypedIndex("tags", "t1")
				i.Items()
				_, _ = i.Index(NamespaceIndex, obj)
			}
		})
	}
	wg.Wait()
	// Whatever the interleaving, the indices must match the items.
	for _, name := range []string{"tags", NamespaceIndex} {
		fn := i.indexers[name]
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
		if fmt.Sprint(want) != fmt.Sprint(i.indices[name]) {
			t.Errorf("index %s = %v; recomputed %v", name, i.indices[name], want)
		}
	}
}

func stMust(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
