package runtime

import (
	"sync"
	"testing"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/tools/cache"
)

// testGauges is the process's metrics provider once TestInformerNameMetrics
// has run (client-go takes only the first one set).
var testGauges = &gaugeProvider{gauges: map[string]float64{}}

// gaugeProvider records the store-resourceVersion gauge of each identity.
type gaugeProvider struct {
	mu     sync.Mutex
	gauges map[string]float64
}

type recordingGauge struct {
	p   *gaugeProvider
	key string
}

func (g recordingGauge) Set(v float64) {
	g.p.mu.Lock()
	defer g.p.mu.Unlock()
	g.p.gauges[g.key] = v
}

type nopMetric struct{}

func (nopMetric) Set(float64)     {}
func (nopMetric) Observe(float64) {}

func (p *gaugeProvider) NewQueuedItemMetric(cache.InformerNameAndResource) cache.GaugeMetric {
	return nopMetric{}
}
func (p *gaugeProvider) NewProcessingLatencyMetric(cache.InformerNameAndResource) cache.HistogramMetric {
	return nopMetric{}
}
func (p *gaugeProvider) NewStoreResourceVersionMetric(id cache.InformerNameAndResource) cache.GaugeMetric {
	return recordingGauge{p, id.Name() + " " + id.GroupVersionResource().String()}
}

func (p *gaugeProvider) get(key string) (float64, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	v, ok := p.gauges[key]
	return v, ok
}

// namedScriptLW is a scriptLW that names its resource, as REST
// ListerWatchers do.
type namedScriptLW struct{ *scriptLW }

func (namedScriptLW) GroupVersionResource() schema.GroupVersionResource {
	return schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
}

// With an InformerName, the cache's resourceVersion reaches client-go's
// informer metrics provider under the name and resource, as with a
// client-go informer given the same identity. (The provider can be set once
// per process; only this test sets it.)
func TestInformerNameMetrics(t *testing.T) {
	p := testGauges
	cache.SetInformerMetricsProvider(p) // only the first call counts
	p.mu.Lock()
	clear(p.gauges)
	p.mu.Unlock()
	gvr := schema.GroupVersionResource{Version: "v1", Resource: "configmaps"}
	run := func(t *testing.T, name string, make func(lw *scriptLW, n *cache.InformerName) sut) {
		n, err := cache.NewInformerName(name)
		if err != nil {
			t.Fatal(err)
		}
		defer n.Release()
		lw := newScriptLW(true, scriptList{rv: "42", items: []*corev1.ConfigMap{cmap("a", "1")}})
		lw.watchers <- newWatcher()
		inf := make(lw, n)
		startSUT(t, inf)
		key := name + " " + gvr.String()
		infEventually(t, func() bool { v, ok := p.get(key); return ok && v == 42 }, func() string {
			return "store resourceVersion gauge not set to 42"
		})
	}
	t.Run("client-go", func(t *testing.T) {
		run(t, "kubegen-test-client-go", func(lw *scriptLW, n *cache.InformerName) sut {
			return cache.NewSharedIndexInformerWithOptions(lw.clientGo(), &corev1.ConfigMap{}, cache.SharedIndexInformerOptions{Identifier: n.WithResource(gvr)})
		})
	})
	t.Run("ours", func(t *testing.T) {
		run(t, "kubegen-test-ours", func(lw *scriptLW, n *cache.InformerName) sut {
			return NewSharedIndexInformer[*corev1.ConfigMap](namedScriptLW{lw}, InformerOptions[*corev1.ConfigMap]{InformerName: n})
		})
	})
}
