package controller

import (
	"fmt"

	"k8s.io/client-go/tools/cache"

	samplev1alpha1 "github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1"
	informersv1alpha1 "github.com/kubegen/kubegen/examples/crd/pkg/generated/informers/externalversions/samplecontroller/v1alpha1"
)

// byBarIndex indexes Foos by the name of the Bar they refer to.
const byBarIndex = "byBar"

func fooBarName(obj any) ([]string, error) {
	foo, ok := obj.(*samplev1alpha1.Foo)
	if !ok {
		return nil, fmt.Errorf("index %s: got %T, want *Foo", byBarIndex, obj)
	}
	return []string{foo.Spec.BarName}, nil
}

// addHandlers queues a Foo on each of its events, and every Foo that
// names a Bar on each of the Bar's events. The typed handlers see
// *Foo and *Bar, never interface{}.
func (c *Controller) addHandlers(foos informersv1alpha1.FooInformer, bars informersv1alpha1.BarInformer) error {
	_, err := informersv1alpha1.ToTypedFooInformer(foos).TypedInformer().AddTypedEventHandler(informersv1alpha1.FooHandlerFuncs{
		AddFunc: func(foo *samplev1alpha1.Foo) {
			c.logf("event: Foo OnAdd %s/%s generation=%d", foo.Namespace, foo.Name, foo.Generation)
			c.queue.Add(cache.MetaObjectToName(foo))
		},
		UpdateFunc: func(old, foo *samplev1alpha1.Foo) {
			c.logf("event: Foo OnUpdate %s/%s generation=%d phase=%s", foo.Namespace, foo.Name, foo.Generation, phaseOf(foo))
			c.queue.Add(cache.MetaObjectToName(foo))
		},
		DeleteFunc: func(deleted informersv1alpha1.DeletedFoo) {
			name := deleted.GetObjectName()
			c.logf("event: Foo OnDelete %s", name)
			c.queue.Add(name)
		},
	})
	if err != nil {
		return fmt.Errorf("add the Foo handler: %w", err)
	}
	_, err = informersv1alpha1.ToTypedBarInformer(bars).TypedInformer().AddTypedEventHandler(informersv1alpha1.BarHandlerFuncs{
		AddFunc: func(bar *samplev1alpha1.Bar) {
			c.logf("event: Bar OnAdd %s image=%s", bar.Name, bar.Spec.Image)
			c.enqueueFoosOf(bar.Name)
		},
		UpdateFunc: func(old, bar *samplev1alpha1.Bar) {
			c.logf("event: Bar OnUpdate %s image=%s", bar.Name, bar.Spec.Image)
			c.enqueueFoosOf(bar.Name)
		},
		DeleteFunc: func(deleted informersv1alpha1.DeletedBar) {
			name := deleted.GetObjectName().Name
			c.logf("event: Bar OnDelete %s", name)
			c.enqueueFoosOf(name)
		},
	})
	if err != nil {
		return fmt.Errorf("add the Bar handler: %w", err)
	}
	return nil
}

// enqueueFoosOf queues every Foo, in any namespace, that names Bar bar.
func (c *Controller) enqueueFoosOf(bar string) {
	foos, err := c.foosByBar.ByIndex(byBarIndex, bar)
	if err != nil {
		c.logf("index %s: %v", byBarIndex, err)
		return
	}
	for _, obj := range foos {
		c.queue.Add(cache.MetaObjectToName(obj.(*samplev1alpha1.Foo)))
	}
}

func phaseOf(foo *samplev1alpha1.Foo) string {
	if foo.Status.Phase == "" {
		return "<none>"
	}
	return string(foo.Status.Phase)
}
