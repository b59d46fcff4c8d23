package runtime_test

import (
	"fmt"
	"slices"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/tools/cache"

	"github.com/kubegen/kubegen/runtime"
)

func exampleConfigMap(ns, name, rv string) *corev1.ConfigMap {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name, ResourceVersion: rv}}
}

// A typed store with the namespace index, read through a lister.
func ExampleIndexer() {
	indexer := runtime.NewIndexer[*corev1.ConfigMap](nil, cache.TypedIndexers[*corev1.ConfigMap]{
		runtime.NamespaceIndex: runtime.MetaNamespaceIndex[*corev1.ConfigMap],
	})
	_ = indexer.Put(exampleConfigMap("team-a", "settings", "1"))
	_ = indexer.Put(exampleConfigMap("team-a", "flags", "2"))
	_ = indexer.Put(exampleConfigMap("team-b", "settings", "3"))

	keys, _ := indexer.IndexKeys(runtime.NamespaceIndex, "team-a")
	slices.Sort(keys)
	fmt.Println(keys)

	lister := runtime.NewLister(indexer, schema.GroupResource{Resource: "configmaps"})
	cm, _ := lister.Namespace("team-b").Get("settings")
	fmt.Println(cm.ResourceVersion)
	_, err := lister.Namespace("team-b").Get("flags")
	fmt.Println(err)
	all, _ := lister.List(labels.Everything())
	fmt.Println(len(all))
	// Output:
	// [team-a/flags team-a/settings]
	// 3
	// configmaps "flags" not found
	// 3
}

// What an informer does: the reflector's changes go through a DeltaFIFO,
// and each popped key's deltas are applied to the store behind it.
func ExampleDeltaFIFO() {
	store := runtime.NewIndexer[*corev1.ConfigMap](nil, nil)
	queue := runtime.NewDeltaFIFO(runtime.DeltaFIFOOptions[*corev1.ConfigMap]{KnownObjects: store})

	_ = queue.Replace([]*corev1.ConfigMap{exampleConfigMap("ns", "a", "1"), exampleConfigMap("ns", "b", "1")}, "1")
	_ = queue.Update(exampleConfigMap("ns", "a", "2"))
	_ = queue.Delete(exampleConfigMap("ns", "b", "3"))

	for queue.Len() > 0 {
		_ = queue.Pop(func(key string, deltas []runtime.Delta[*corev1.ConfigMap]) error {
			for _, d := range deltas {
				fmt.Println(key, d.Type, d.Object.ResourceVersion, d.InInitialList)
				if d.Type == runtime.Deleted {
					store.RemoveKey(key)
				} else {
					_ = store.Put(d.Object)
				}
			}
			return nil
		})
	}
	fmt.Println(store.ListKeys(), queue.HasSynced())
	// Output:
	// ns/a Sync 1 true
	// ns/a Updated 2 false
	// ns/b Sync 1 true
	// ns/b Deleted 3 false
	// [ns/a] true
}

// Code written against client-go's cache.Queue takes the same queue through
// its untyped face: Pop hands over cache.Deltas, with client-go's
// isInInitialList.
func ExampleDeltaFIFO_Queue() {
	typed := runtime.NewDeltaFIFO(runtime.DeltaFIFOOptions[*corev1.ConfigMap]{})
	var queue cache.Queue = typed.Queue()

	_ = queue.Replace([]any{exampleConfigMap("ns", "a", "1")}, "1")
	_ = queue.Update(exampleConfigMap("ns", "a", "2"))
	_, _ = queue.Pop(func(obj any, isInInitialList bool) error {
		for _, d := range obj.(cache.Deltas) {
			fmt.Println(d.Type, d.Object.(*corev1.ConfigMap).ResourceVersion, isInInitialList)
		}
		return nil
	})
	fmt.Println(queue.HasSynced(), cache.IsDone(queue.HasSyncedChecker()))
	// Output:
	// Sync 1 true
	// Updated 2 true
	// true true
}
