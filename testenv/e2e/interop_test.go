package e2e

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"
	"k8s.io/client-go/util/workqueue"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv/widget"
)

// Code written against client-go takes our informer as it is.
var (
	_ cache.SharedIndexInformer                      = (*rt.SharedIndexInformer[*widget.Widget])(nil)
	_ cache.TypedSharedIndexInformer[*widget.Widget] = (*rt.SharedIndexInformer[*widget.Widget])(nil)
)

// TestWorkqueueController runs a controller written only against client-go
// (cache.SharedIndexInformer, WaitForCacheSync, a rate-limited workqueue):
// it copies spec.size into status.observedSize of every widget, including
// ones created and changed while it runs.
func TestWorkqueueController(t *testing.T) {
	t.Parallel()
	ctx := testContext(t, 2*time.Minute)
	c := newClient(t, shared)
	ns := newNamespace(ctx, t, shared)
	createWidgets(ctx, t, c, ns, 30)

	rc, err := widget.NewRESTClient(shared.Config)
	if err != nil {
		t.Fatal(err)
	}
	var inf cache.SharedIndexInformer = rt.NewSharedIndexInformer[*widget.Widget](
		rt.NewRESTListWatch(rc, widget.Resource, ns, func() *widget.Widget { return new(widget.Widget) }, nil),
		rt.InformerOptions[*widget.Widget]{})
	queue := workqueue.NewTypedRateLimitingQueue(workqueue.DefaultTypedControllerRateLimiter[string]())
	enqueue := func(obj any) {
		if key, err := cache.DeletionHandlingMetaNamespaceKeyFunc(obj); err == nil {
			queue.Add(key)
		}
	}
	if _, err := inf.AddEventHandler(cache.ResourceEventHandlerFuncs{
		AddFunc:    enqueue,
		UpdateFunc: func(_, obj any) { enqueue(obj) },
		DeleteFunc: enqueue,
	}); err != nil {
		t.Fatal(err)
	}

	runCtx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); inf.Run(runCtx.Done()) }()
	defer func() { stop(); queue.ShutDown(); wg.Wait() }()
	if !cache.WaitForCacheSync(ctx.Done(), inf.HasSynced) {
		t.Fatal("cache did not sync")
	}

	reconcile := func(key string) error {
		obj, exists, err := inf.GetIndexer().GetByKey(key)
		if err != nil || !exists {
			return err
		}
		w := obj.(*widget.Widget)
		if w.Status.ObservedSize == w.Spec.Size {
			return nil
		}
		w = w.DeepCopy() // never write to the cache's object
		w.Status.ObservedSize = w.Spec.Size
		_, err = c.UpdateStatus(ctx, w)
		return err
	}
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				key, shutdown := queue.Get()
				if shutdown {
					return
				}
				if err := reconcile(key); err != nil {
					queue.AddRateLimited(key)
				} else {
					queue.Forget(key)
				}
				queue.Done(key)
			}
		}()
	}

	for k := range 5 {
		if _, err := c.Create(ctx, newWidget(ns, fmt.Sprintf("late-%d", k), int64(100+k))); err != nil {
			t.Fatal(err)
		}
	}
	w, err := c.Get(ctx, ns, "w-0003")
	if err != nil {
		t.Fatal(err)
	}
	w.Spec.Size = 77
	if _, err := c.Update(ctx, w); err != nil {
		t.Fatal(err)
	}

	waitFor(t, 60*time.Second, "every widget reconciled", func() bool {
		list, err := c.List(ctx, ns, metav1.ListOptions{})
		if err != nil || len(list.Items) != 35 {
			return false
		}
		for _, w := range list.Items {
			if w.Status.ObservedSize != w.Spec.Size {
				return false
			}
		}
		return true
	})
	if got, _ := c.Get(ctx, ns, "w-0003"); got.Status.ObservedSize != 77 {
		t.Fatalf("w-0003 observed size %d, want 77", got.Status.ObservedSize)
	}
}
