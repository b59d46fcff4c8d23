// Package controller reconciles Foos: for each Foo it checks that the Bar
// the Foo names exists and writes the outcome to the Foo's status (phase,
// replicas, observedGeneration) through the status subresource.
//
// It is built the way client-go's sample-controller is, from kubegen's
// generated code: a SharedInformerFactory for Foos and Bars, their
// listers, an index of Foos by Bar name, and client-go's rate-limited
// workqueue. Only the imports differ from a code-generator project. Each
// status it writes is also recorded as a Kubernetes Event on the Foo.
package controller

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"

	utilruntime "k8s.io/apimachinery/pkg/util/runtime"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/tools/record"
	"k8s.io/client-go/util/workqueue"

	clientset "github.com/kubegen/kubegen/examples/crd/pkg/generated/clientset/versioned"
	informers "github.com/kubegen/kubegen/examples/crd/pkg/generated/informers/externalversions"
	listers "github.com/kubegen/kubegen/examples/crd/pkg/generated/listers/samplecontroller/v1alpha1"
)

// Options configure a Controller. The zero value is usable.
type Options struct {
	// Log receives one readable line per informer event and per reconcile;
	// nil discards them.
	Log io.Writer
	// Reconciled, when set, is called after every reconcile, from the
	// worker that ran it. Tests and demos use it to wait for the
	// controller; it must not block for long.
	Reconciled func(Reconcile)
	// BarFactory, when set, supplies the Bar informer instead of the
	// factory given to New. A sharded controller needs it: Bars are
	// cluster-scoped, so sharding by namespace would put them all in one
	// shard, and every shard's Foos must see them.
	BarFactory informers.SharedInformerFactory
	// Events, when set, receives an Event on the Foo for every status the
	// controller writes or fails to write (NewEventRecorder makes one).
	Events record.EventRecorder
}

// Controller keeps the status of every Foo in step with its spec and its Bar.
type Controller struct {
	client clientset.Interface
	foos   listers.FooLister
	bars   listers.BarLister
	// foosByBar indexes Foos by spec.barName, so that a Bar event finds
	// the Foos to reconcile without a scan.
	foosByBar cache.Indexer
	synced    []cache.InformerSynced
	queue     workqueue.TypedRateLimitingInterface[cache.ObjectName]

	// cachesSynced is closed once Run has seen the caches sync.
	cachesSynced chan struct{}

	logMu      sync.Mutex // serialises whole lines from handlers and workers
	log        io.Writer
	reconciled func(Reconcile)
	events     record.EventRecorder
}

// New returns a Controller that reads through factory's Foo and Bar
// informers and writes through client. Call it before factory.Start: it
// adds event handlers and an index to the informers.
func New(client clientset.Interface, factory informers.SharedInformerFactory, opts Options) (*Controller, error) {
	fooInformer := factory.Samplecontroller().V1alpha1().Foos()
	barFactory := factory
	if opts.BarFactory != nil {
		barFactory = opts.BarFactory
	}
	barInformer := barFactory.Samplecontroller().V1alpha1().Bars()
	c := &Controller{
		client:    client,
		foos:      fooInformer.Lister(),
		bars:      barInformer.Lister(),
		foosByBar: fooInformer.Informer().GetIndexer(),
		synced:    []cache.InformerSynced{fooInformer.Informer().HasSynced, barInformer.Informer().HasSynced},
		queue: workqueue.NewTypedRateLimitingQueueWithConfig(
			workqueue.DefaultTypedControllerRateLimiter[cache.ObjectName](),
			workqueue.TypedRateLimitingQueueConfig[cache.ObjectName]{Name: "foos"}),
		log:          opts.Log,
		reconciled:   opts.Reconciled,
		events:       opts.Events,
		cachesSynced: make(chan struct{}),
	}
	if c.log == nil {
		c.log = io.Discard
	}
	if c.events == nil {
		// A FakeRecorder without a channel discards every Event.
		c.events = &record.FakeRecorder{}
	}
	if err := fooInformer.Informer().AddIndexers(cache.Indexers{byBarIndex: fooBarName}); err != nil {
		return nil, fmt.Errorf("add the %s index to the Foo informer: %w", byBarIndex, err)
	}
	if err := c.addHandlers(fooInformer, barInformer); err != nil {
		return nil, err
	}
	return c, nil
}

// Run waits for the caches to sync, then reconciles with workers
// goroutines until ctx ends, and returns once they have stopped. The
// informer factory must be started by the caller.
func (c *Controller) Run(ctx context.Context, workers int) error {
	defer utilruntime.HandleCrash()
	defer c.queue.ShutDown()

	if !cache.WaitForCacheSync(ctx.Done(), c.synced...) {
		return fmt.Errorf("caches did not sync: %w", ctx.Err())
	}
	c.logf("controller: caches synced, starting %d worker(s)", workers)
	close(c.cachesSynced)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for c.processNext(ctx) {
			}
		})
	}
	<-ctx.Done()
	c.queue.ShutDown()
	wg.Wait()
	c.logf("controller: stopped")
	return nil
}

// CachesSynced is closed once Run has found the caches synced and starts
// its workers.
func (c *Controller) CachesSynced() <-chan struct{} { return c.cachesSynced }

// processNext reconciles one key; it returns false once the queue is shut
// down.
func (c *Controller) processNext(ctx context.Context) bool {
	key, shutdown := c.queue.Get()
	if shutdown {
		return false
	}
	defer c.queue.Done(key)
	r := c.reconcile(ctx, key)
	if r.Err != nil {
		// Retried with the queue's per-item exponential backoff.
		c.logf("reconcile %s: error, will retry: %v", key, r.Err)
		c.queue.AddRateLimited(key)
	} else {
		c.queue.Forget(key)
	}
	if c.reconciled != nil {
		c.reconciled(r)
	}
	return true
}

func (c *Controller) logf(format string, args ...any) {
	c.logMu.Lock()
	defer c.logMu.Unlock()
	fmt.Fprintf(c.log, "%s "+format+"\n", append([]any{time.Now().Format("15:04:05.000")}, args...)...)
}
