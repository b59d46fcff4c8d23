package runtime

import (
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/tools/cache"
)

// resourceNamer is a ListerWatcher that knows which resource it serves, as
// NewRESTListWatch's does; metrics need the resource beside the name.
type resourceNamer interface {
	GroupVersionResource() schema.GroupVersionResource
}

// informerMetrics publishes the informer's metrics through client-go's
// informer metrics provider (cache.SetInformerMetricsProvider), under the
// identity InformerName.WithResource gives, as client-go's informers do. The
// provider set with client-go is not readable from outside its package, so
// the metric goes through a client-go store built for the identity: its
// Bookmark records the cache's resourceVersion in the provider's
// store-resourceVersion gauge. client-go's queue metrics (queued items,
// processing latency) have no such door and are not published.
type informerMetrics struct {
	id cache.InformerNameAndResource
	// gauge is nil without an InformerName.
	gauge cache.Store
	last  string
}

func newInformerMetrics(name *cache.InformerName, lw any) *informerMetrics {
	if name == nil {
		return &informerMetrics{}
	}
	var gvr schema.GroupVersionResource
	if r, ok := lw.(resourceNamer); ok {
		gvr = r.GroupVersionResource()
	}
	id := name.WithResource(gvr)
	return &informerMetrics{id: id, gauge: cache.NewStore(cache.MetaNamespaceKeyFunc, cache.WithStoreMetrics(id, nil))}
}

// enabled reports whether metrics are published for this informer.
func (m *informerMetrics) enabled() bool { return m.gauge != nil && m.id.Reserved() }

// observe publishes the cache's resourceVersion when it changed. Only the
// informer's run loop calls it.
func (m *informerMetrics) observe(resourceVersion string) {
	if resourceVersion == m.last {
		return
	}
	m.last = resourceVersion
	m.gauge.Bookmark(resourceVersion)
}
