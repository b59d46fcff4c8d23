package runtime

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/labels"
	corev1listers "k8s.io/client-go/listers/core/v1"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/util/workqueue"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// miniController is the usual client-go controller: handlers put keys on a
// rate-limited workqueue, a worker reads the object from the informer's
// cache through a client-go lister. It knows only client-go interfaces.
type miniController struct {
	queue  workqueue.TypedRateLimitingInterface[string]
	lister corev1listers.ConfigMapLister
	synced cache.InformerSynced

	mu   sync.Mutex
	seen map[string]string // key -> "resourceVersion" or "deleted"
}

func newMiniController(inf cache.SharedIndexInformer) (*miniController, error) {
	c := &miniController{
		queue:  workqueue.NewTypedRateLimitingQueue(workqueue.DefaultTypedControllerRateLimiter[string]()),
		lister: corev1listers.NewConfigMapLister(inf.GetIndexer()),
		seen:   map[string]string{},
	}
	enqueue := func(obj any) {
		key, err := cache.DeletionHandlingMetaNamespaceKeyFunc(obj)
		if err != nil {
			panic(err)
		}
		c.queue.Add(key)
	}
	reg, err := inf.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    enqueue,
		UpdateFunc: func(_, obj any) { enqueue(obj) },
		DeleteFunc: enqueue,
	})
	if err != nil {
		return nil, err
	}
	c.synced = reg.HasSynced
	return c, nil
}

func (c *miniController) run(ctx context.Context) {
	if !cache.WaitForCacheSync(ctx.Done(), c.synced) {
		return
	}
	go func() { <-ctx.Done(); c.queue.ShutDown() }()
	for {
		key, quit := c.queue.Get()
		if quit {
			return
		}
		ns, name, _ := cache.SplitMetaNamespaceKey(key)
		obj, err := c.lister.ConfigMaps(ns).Get(name)
		c.mu.Lock()
		switch {
		case err == nil:
			c.seen[key] = obj.ResourceVersion
		default:
			c.seen[key] = "deleted"
		}
		c.mu.Unlock()
		c.queue.Done(key)
	}
}

func (c *miniController) state() map[string]string {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := map[string]string{}
	for k, v := range c.seen {
		out[k] = v
	}
	return out
}

// docs/runtime.md R29.
func TestInteropClientGoControllerRunsUnchanged(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", ""), cmap("b", ""))
	var inf cache.SharedIndexInformer = NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{})
	c, err := newMiniController(inf)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() { inf.RunWithContext(ctx) })
	wg.Go(func() { c.run(ctx) })
	defer wg.Wait()
	defer cancel()

	if !cache.WaitForCacheSync(ctx.Done(), inf.HasSynced, inf.GetController().HasSynced) {
		t.Fatal("WaitForCacheSync failed")
	}
	if !cache.WaitFor(ctx, "configmaps", inf.HasSyncedChecker(), inf.GetController().HasSyncedChecker()) {
		t.Fatal("WaitFor failed")
	}
	if name := inf.HasSyncedChecker().Name(); name != "SharedIndexInformer *v1.ConfigMap" {
		t.Errorf("checker name %q", name)
	}
	infEventually(t, func() bool { return server.openWatches() == 1 }, server.String)
	server.update(cmap("a", ""))
	server.delete("b")
	server.create(cmap("c", ""))
	want := map[string]string{"ns/a": "3", "ns/b": "deleted", "ns/c": "5"}
	infEventually(t, func() bool { return fmt.Sprint(c.state()) == fmt.Sprint(want) }, func() string {
		return fmt.Sprintf("controller state %v, want %v", c.state(), want)
	})

	// The untyped cache views read the same objects.
	if keys := inf.GetStore().ListKeys(); !slices.Equal(infSorted(keys), []string{"ns/a", "ns/c"}) {
		t.Errorf("GetStore().ListKeys() = %v", keys)
	}
	obj, exists, err := inf.GetIndexer().GetByKey("ns/c")
	if err != nil || !exists || obj.(*corev1.ConfigMap).ResourceVersion != "5" {
		t.Errorf("GetByKey = %v %v %v", obj, exists, err)
	}
	if got := inf.LastSyncResourceVersion(); got != "5" {
		t.Errorf("LastSyncResourceVersion = %q, want 5", got)
	}
	if got := inf.GetController().LastSyncResourceVersion(); got != "5" {
		t.Errorf("controller LastSyncResourceVersion = %q, want 5", got)
	}
	inf.GetController().Run(nil)                             // does nothing, as in client-go
	inf.GetController().RunWithContext(context.Background()) // likewise
	objs, err := corev1listers.NewConfigMapLister(inf.GetIndexer()).List(labels.Everything())
	if err != nil || len(objs) != 2 {
		t.Errorf("client-go lister over our indexer: %d objects, %v", len(objs), err)
	}
}

func infSorted(s []string) []string { s = slices.Clone(s); slices.Sort(s); return s }

func TestInteropTypedInformerAndIndexers(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer(cmap("a", "", "app", "web"), cmap("b", "", "app", "db"))
	typedInf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{
		Indexers: cache.TypedIndexers[*corev1.ConfigMap]{"app": func(o *corev1.ConfigMap) ([]string, error) { return []string{o.Labels["app"]}, nil }},
	})
	var inf cache.TypedSharedIndexInformer[*corev1.ConfigMap] = typedInf
	if err := inf.AddIndexers(cache.Indexers{"name": func(o any) ([]string, error) { return []string{o.(*corev1.ConfigMap).Name}, nil }}); err != nil {
		t.Fatal(err)
	}
	if err := inf.AddTypedIndexers(cache.TypedIndexers[*corev1.ConfigMap]{"app": nil}); err == nil {
		t.Error("duplicate indexer name accepted")
	}
	var mu sync.Mutex
	var deletes []cache.DeletedObject[*corev1.ConfigMap]
	reg, err := inf.AddTypedEventHandler(cache.TypedResourceEventHandlerFuncs[*corev1.ConfigMap]{
		DeleteFunc: func(d cache.DeletedObject[*corev1.ConfigMap]) { mu.Lock(); deletes = append(deletes, d); mu.Unlock() },
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := inf.AddTypedEventHandler(nil, cache.HandlerOptions{}, cache.HandlerOptions{}); err == nil {
		t.Error("two HandlerOptions accepted")
	}
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Go(func() { inf.RunWithContext(ctx) })
	defer wg.Wait()
	defer cancel()
	if !cache.WaitFor(ctx, "", inf.HasSyncedChecker(), reg.HasSyncedChecker()) {
		t.Fatal("not synced")
	}
	web, err := inf.GetTypedIndexer().ByTypedIndex("app", "web")
	if err != nil || len(web) != 1 || web[0].Name != "a" {
		t.Errorf("ByTypedIndex(app, web) = %v, %v", web, err)
	}
	byName, err := inf.GetIndexer().ByIndex("name", "b")
	if err != nil || len(byName) != 1 {
		t.Errorf("ByIndex(name, b) = %v, %v", byName, err)
	}
	infEventually(t, func() bool { return server.openWatches() == 1 }, server.String)
	server.delete("a")
	infEventually(t, func() bool { mu.Lock(); defer mu.Unlock(); return len(deletes) == 1 }, func() string { return "no delete" })
	if d := deletes[0]; d.FinalStateUnknown != nil || d.OptionalObj.Name != "a" || d.GetKey() != "ns/a" {
		t.Errorf("typed delete = %+v", d)
	}
	// ShutDownEventHandler waits for the handler's goroutine.
	if err := cache.ShutDownEventHandler(inf, reg); err != nil {
		t.Fatal(err)
	}
	lister := typedInf.Lister(corev1.Resource("configmaps"))
	if _, err := lister.Get("nope"); !apierrors.IsNotFound(err) {
		t.Errorf("lister Get of a missing object: %v, want NotFound", err)
	}
	if o, err := lister.Namespace("ns").Get("b"); err != nil || o.Name != "b" {
		t.Errorf("lister Get(ns/b) = %v, %v", o, err)
	}
}

func TestInteropWatchErrorHandler(t *testing.T) {
	checkGoroutines(t)
	server := newFakeServer()
	server.listErrs = []error{fmt.Errorf("server on fire")}
	inf := NewSharedIndexInformer[*corev1.ConfigMap](server, InformerOptions[*corev1.ConfigMap]{})
	got := make(chan error, 10)
	if err := inf.SetWatchErrorHandlerWithContext(func(_ context.Context, r *cache.Reflector, err error) {
		if r == nil {
			panic("nil reflector")
		}
		// client-go's default handler works with the placeholder.
		cache.DefaultWatchErrorHandler(context.Background(), r, err)
		got <- err
	}); err != nil {
		t.Fatal(err)
	}
	startInformer(t, inf)
	select {
	case err := <-got:
		if err == nil {
			t.Fatal("nil error")
		}
	case <-testkit.GiveUp(t):
		t.Fatal("watch error handler not called")
	}
	waitSynced(t, inf.HasSynced)
}
