//go:build !kubegen_apiextensions_only

package main

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/util/wait"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/discovery/cached/memory"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/metadata"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/restmapper"
	"k8s.io/controller-manager/pkg/informerfactory"
	"k8s.io/kubernetes/pkg/controller/garbagecollector"
)

// discoveryPeriod is how often the garbage collector asks discovery for
// new resources, and so how long a CRD installed during a test may go
// unwatched: until then its objects are neither collected as dependents nor
// seen as owners. kube-controller-manager waits 30 s, which is longer than
// a test should wait after InstallCRDs. One second keeps that wait below
// what a test polls for anyway. A tick is two discovery requests
// (aggregated discovery: /api and /apis) and a comparison; measured on
// 2 cores, the idle controllers child uses 0.3% of a core with it against
// 0.07% at 30 s, and the apiserver's idle use stays within its noise
// (cmd/testenv-bench -idle; docs/testenv.md).
const discoveryPeriod = time.Second

// gcWorkers is kube-controller-manager's default --concurrent-gc-syncs.
// Idle workers wait on the queue and cost nothing.
const gcWorkers = 20

// garbageCollector is kube-controller-manager's garbage collector, wired as
// its controller manager wires it: a RESTMapper over cached discovery that
// the collector resets when discovery changes, the shared informers for
// built-in kinds and metadata-only informers for the rest.
type garbageCollector struct {
	gc        *garbagecollector.GarbageCollector
	mapper    *restmapper.DeferredDiscoveryRESTMapper
	discovery discovery.DiscoveryInterface
}

// newGarbageCollector builds the collector. Its informers come from
// informers, which the caller starts before closing informersStarted; the
// collector starts the informers of resources it finds later itself.
func newGarbageCollector(ctx context.Context, cfg *rest.Config, kube kubernetes.Interface, meta metadata.Interface,
	informers informerfactory.InformerFactory, informersStarted <-chan struct{}) (*garbageCollector, error) {
	// The mapper gets a discovery client of its own: Sync resets the
	// mapper's cache, which must not be the one Sync reads to detect
	// changes (garbagecollector.GarbageCollector.Sync says so).
	mapperDiscovery, err := discovery.NewDiscoveryClientForConfig(cfg)
	if err != nil {
		return nil, err
	}
	mapper := restmapper.NewDeferredDiscoveryRESTMapper(memory.NewMemCacheClient(mapperDiscovery))
	gc, err := garbagecollector.NewGarbageCollector(ctx, kube, meta, mapper,
		garbagecollector.DefaultIgnoredResources(), informers, informersStarted)
	if err != nil {
		return nil, err
	}
	return &garbageCollector{gc: gc, mapper: mapper, discovery: kube.Discovery()}, nil
}

// run collects garbage until ctx ends: the workers, the discovery sync
// that starts and stops monitors as resources come and go, and
// kube-controller-manager's periodic reset of the mapper (which only drops
// its cache; it reads discovery again when next asked).
func (g *garbageCollector) run(ctx context.Context) {
	go wait.Until(g.mapper.Reset, 30*time.Second, ctx.Done())
	// The initial sync timeout is the period too, as upstream: the workers
	// start then even if some monitor has not synced.
	go g.gc.Run(ctx, gcWorkers, discoveryPeriod)
	g.gc.Sync(ctx, g.discovery, discoveryPeriod)
}

// trimManagedFields is kube-controller-manager's informer transform: no
// controller here reads managed fields, which are most of a small object.
func trimManagedFields(obj interface{}) (interface{}, error) {
	if accessor, err := meta.Accessor(obj); err == nil && accessor.GetManagedFields() != nil {
		accessor.SetManagedFields(nil)
	}
	return obj, nil
}
