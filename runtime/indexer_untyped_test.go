package runtime

import (
	"errors"
	"slices"
	"testing"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/tools/cache"
)

func TestIndexerUntypedAPI(t *testing.T) {
	var store cache.Indexer = newTestIndexer()
	a := storeCM("ns", "a", "1", "tags", "x")
	stMust(t, store.Add(a))
	stMust(t, store.Update(storeCM("ns", "b", "2", "tags", "x,y")))

	if got, ok, err := store.Get(a); err != nil || !ok || got != any(a) {
		t.Errorf("Get(a) = %v, %v, %v", got, ok, err)
	}
	if got, ok, err := store.GetByKey("ns/none"); err != nil || ok || got != nil {
		t.Errorf("GetByKey(missing) = %#v, %v, %v; want a nil interface", got, ok, err)
	}
	if n := len(store.List()); n != 2 {
		t.Errorf("List has %d items; want 2", n)
	}
	byIdx, err := store.ByIndex("tags", "y")
	if err != nil || len(byIdx) != 1 || byIdx[0].(storeObj).Name != "b" {
		t.Errorf("ByIndex(tags, y) = %v, %v", byIdx, err)
	}
	shared, err := store.Index("tags", storeCM("", "probe", "", "tags", "x"))
	if err != nil || len(shared) != 2 {
		t.Errorf("Index(tags, x) = %v, %v", shared, err)
	}

	// Tombstones and explicit keys address objects as client-go's
	// deletion-handling key functions do.
	if _, ok, _ := store.Get(cache.DeletedFinalStateUnknown{Key: "ns/a"}); !ok {
		t.Errorf("Get(tombstone for ns/a) found nothing")
	}
	stMust(t, store.Delete(cache.ExplicitKey("ns/a")))
	stMust(t, store.Delete(storeCM("ns", "b", "7")))
	if n := len(store.ListKeys()); n != 0 {
		t.Errorf("%d keys left after deleting both", n)
	}
	if rv := store.LastStoreSyncResourceVersion(); rv != "7" {
		t.Errorf("LastStoreSyncResourceVersion after Delete = %q; want 7", rv)
	}
	store.Bookmark("42")
	if rv := store.LastStoreSyncResourceVersion(); rv != "42" {
		t.Errorf("LastStoreSyncResourceVersion after Bookmark = %q", rv)
	}

	stMust(t, store.Replace([]any{storeCM("ns", "c", "3", "tags", "z")}, "50"))
	if keys := store.ListKeys(); !slices.Equal(keys, []string{"ns/c"}) || store.LastStoreSyncResourceVersion() != "50" {
		t.Errorf("after Replace: keys %v rv %q", keys, store.LastStoreSyncResourceVersion())
	}
	stMust(t, store.Resync())

	// Untyped index functions, and the installed ones seen untyped.
	stMust(t, store.AddIndexers(cache.Indexers{"name": func(obj any) ([]string, error) {
		return []string{obj.(storeObj).Name}, nil
	}}))
	if keys, err := store.IndexKeys("name", "c"); err != nil || !slices.Equal(keys, []string{"ns/c"}) {
		t.Errorf("IndexKeys(name, c) = %v, %v", keys, err)
	}
	indexers := store.GetIndexers()
	if len(indexers) != 3 {
		t.Errorf("GetIndexers has %d functions; want 3", len(indexers))
	}
	if values, err := indexers["tags"](storeCM("", "q", "", "tags", "p,q")); err != nil || !slices.Equal(values, []string{"p", "q"}) {
		t.Errorf("GetIndexers()[tags] = %v, %v", values, err)
	}
	if _, err := indexers["tags"]("not an object"); err == nil {
		t.Errorf("an untyped index function accepted a string")
	}
}

func TestIndexerUntypedWrongTypeIsAnError(t *testing.T) {
	i := newTestIndexer()
	stMust(t, i.Put(storeCM("ns", "a", "1")))
	wrong := &corev1.Secret{}
	for what, err := range map[string]error{
		"Add":     i.Add(wrong),
		"Update":  i.Update("string"),
		"Delete":  i.Delete(42),
		"Replace": i.Replace([]any{storeCM("ns", "b", "1"), wrong}, "9"),
	} {
		if err == nil {
			t.Errorf("%s of a wrong type: no error", what)
		}
	}
	if _, _, err := i.Get(wrong); err == nil {
		t.Errorf("Get of a wrong type: no error")
	}
	if _, err := i.Index("tags", wrong); err == nil {
		t.Errorf("Index of a wrong type: no error")
	}
	if _, err := i.Index(NamespaceIndex, "not an object"); err == nil {
		t.Errorf("Index of the namespace index with a string: no error")
	}
	if _, err := i.Index("nope", storeCM("ns", "a", "")); err == nil {
		t.Errorf("Index of an unknown index: no error")
	}
	if _, err := i.ByIndex("nope", "x"); err == nil {
		t.Errorf("ByIndex of an unknown index: no error")
	}
	if keys := i.ListKeys(); !slices.Equal(keys, []string{"ns/a"}) {
		t.Errorf("failed calls changed the store: %v", keys)
	}
	if err := i.Add(nil); err == nil {
		t.Errorf("Add(nil): no error")
	}
	if err := i.Add((*corev1.ConfigMap)(nil)); !errors.Is(err, errNilObject) {
		t.Errorf("Add of a nil *ConfigMap: %v; want a key error", err)
	}
}
