package runtime

import (
	"bytes"
	"os"
	goruntime "runtime"
	"runtime/pprof"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
	"github.com/kubegen/kubegen/runtime/internal/wire"
)

// TestDecodeHeapProfile decodes a collection into an indexer, as an
// informer's initial sync does, and writes the heap profile of what is held
// to the file named by KUBEGEN_HEAP_PROFILE; without it the test is skipped.
func TestDecodeHeapProfile(t *testing.T) {
	path := os.Getenv("KUBEGEN_HEAP_PROFILE")
	if path == "" {
		t.Skip("KUBEGEN_HEAP_PROFILE not set")
	}
	// Record every allocation, so that small per-object ones are not lost
	// to sampling.
	defer func(rate int) { goruntime.MemProfileRate = rate }(goruntime.MemProfileRate)
	goruntime.MemProfileRate = 1
	const n = 20_000
	items := make([]corev1.ConfigMap, n)
	for i := range items {
		items[i] = testkit.ConfigMap(i)
	}
	body := testkit.EncodeList(t, metav1.ListMeta{ResourceVersion: "1"}, items...)
	items = nil
	var before, after goruntime.MemStats
	goruntime.GC()
	goruntime.ReadMemStats(&before)
	store := NewIndexer[cm](MetaNamespaceKey[cm], cache.TypedIndexers[cm]{cache.NamespaceIndex: MetaNamespaceIndex[cm]})
	if _, err := wire.DecodeList(bytes.NewReader(body), newConfigMap, wire.NewInternTable(), store.Put); err != nil {
		t.Fatal(err)
	}
	goruntime.GC()
	goruntime.ReadMemStats(&after)
	goruntime.KeepAlive(body)
	t.Logf("heap per object: %.0f B", float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/n)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		t.Fatal(err)
	}
	goruntime.KeepAlive(store)
}
