package emit_test

// Behaviour tests: they run the generated code of the "basic" golden tree
// (testdata/want/basic, built from testdata/input/basic), so a template
// change that compiles but misbehaves fails here.

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"

	examplev1 "github.com/kubegen/kubegen/generators/testdata/input/basic/apis/example/v1"
	"github.com/kubegen/kubegen/generators/testdata/want/basic/clientset/versioned/fake"
	"github.com/kubegen/kubegen/generators/testdata/want/basic/informers/externalversions"
	listersv1 "github.com/kubegen/kubegen/generators/testdata/want/basic/listers/example/v1"
	kgruntime "github.com/kubegen/kubegen/runtime"
)

func widget(ns, name string, replicas int32) *examplev1.Widget {
	return &examplev1.Widget{
		ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name, Labels: map[string]string{"app": name}},
		Spec:       examplev1.WidgetSpec{Replicas: replicas},
	}
}

func names[T metav1.Object](objs []T) []string {
	var out []string
	for _, o := range objs {
		out = append(out, o.GetNamespace()+"/"+o.GetName())
	}
	slices.Sort(out)
	return out
}

func TestFakeClientsetCRUDAndWatch(t *testing.T) {
	for name, newClientset := range map[string]func(...runtime.Object) *fake.Clientset{
		"NewSimpleClientset": fake.NewSimpleClientset,
		"NewClientset":       fake.NewClientset,
	} {
		t.Run(name, func(t *testing.T) {
			ctx := context.Background()
			cs := newClientset(widget("ns1", "seeded", 1))
			widgets := cs.ExampleV1().Widgets("ns1")

			got, err := widgets.Get(ctx, "seeded", metav1.GetOptions{})
			if err != nil || got.Spec.Replicas != 1 {
				t.Fatalf("Get seeded = %v, %v", got, err)
			}

			// Watch from the list's resourceVersion: only later changes.
			before, err := widgets.List(ctx, metav1.ListOptions{})
			if err != nil {
				t.Fatal(err)
			}
			w, err := widgets.Watch(ctx, metav1.ListOptions{ResourceVersion: before.ResourceVersion})
			if err != nil {
				t.Fatal(err)
			}
			defer w.Stop()

			if _, err := widgets.Create(ctx, widget("ns1", "created", 2), metav1.CreateOptions{FieldManager: "test"}); err != nil {
				t.Fatal(err)
			}
			if _, err := cs.ExampleV1().Widgets("ns2").Create(ctx, widget("ns2", "elsewhere", 3), metav1.CreateOptions{FieldManager: "test"}); err != nil {
				t.Fatal(err)
			}
			ev := nextEvent(t, w)
			if ev.Type != watch.Added || ev.Object.(*examplev1.Widget).Name != "created" {
				t.Fatalf("watch event %s %v, want ADDED created", ev.Type, ev.Object)
			}

			list, err := widgets.List(ctx, metav1.ListOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := names(pointers(list.Items)), []string{"ns1/created", "ns1/seeded"}; !slices.Equal(got, want) {
				t.Errorf("List(ns1) = %v, want %v", got, want)
			}

			if err := widgets.Delete(ctx, "seeded", metav1.DeleteOptions{}); err != nil {
				t.Fatal(err)
			}
			if ev := nextEvent(t, w); ev.Type != watch.Deleted {
				t.Errorf("watch event %s, want DELETED", ev.Type)
			}
			if _, err := widgets.Get(ctx, "seeded", metav1.GetOptions{}); !apierrors.IsNotFound(err) {
				t.Errorf("Get after Delete: %v, want NotFound", err)
			}
		})
	}
}

// TestFakeClientsetResourceName: Box is served as "boxen" (+resourceName);
// seeded boxes must be where the typed fake client looks.
func TestFakeClientsetResourceName(t *testing.T) {
	cs := fake.NewSimpleClientset(&examplev1.Box{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "b"}})
	list, err := cs.ExampleV1().Boxes("ns").List(context.Background(), metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Items) != 1 || list.Items[0].Name != "b" {
		t.Errorf("List boxes = %v, want the seeded box", list.Items)
	}
	var gvrs []schema.GroupVersionResource
	for _, a := range cs.Actions() {
		gvrs = append(gvrs, a.GetResource())
	}
	if want := (schema.GroupVersionResource{Group: "example.com", Version: "v1", Resource: "boxen"}); !slices.Contains(gvrs, want) {
		t.Errorf("actions on %v, want one on %v", gvrs, want)
	}
}

// TestFakeSubresourceMethod runs an extension method of the fake client
// through a reactor.
func TestFakeSubresourceMethod(t *testing.T) {
	cs := fake.NewSimpleClientset()
	_, err := cs.ExampleV1().Widgets("ns").GetScale(context.Background(), "w", metav1.GetOptions{})
	if len(cs.Actions()) != 1 {
		t.Fatalf("actions %v, want one", cs.Actions())
	}
	a := cs.Actions()[0]
	if a.GetVerb() != "get" || a.GetSubresource() != "scale" || a.GetNamespace() != "ns" || a.GetResource().Resource != "widgets" {
		t.Errorf("action %#v, want get widgets/scale in ns", a)
	}
	if err == nil {
		t.Errorf("GetScale of a missing widget succeeded")
	}
}

func TestListerOverRuntimeIndexerAndClientGoIndexer(t *testing.T) {
	objs := []*examplev1.Widget{widget("a", "one", 1), widget("a", "two", 2), widget("b", "one", 3)}

	ours := kgruntime.NewIndexer[*examplev1.Widget](nil, cache.TypedIndexers[*examplev1.Widget]{
		kgruntime.NamespaceIndex: kgruntime.MetaNamespaceIndex[*examplev1.Widget],
	})
	theirs := cache.NewIndexer(cache.MetaNamespaceKeyFunc, cache.Indexers{cache.NamespaceIndex: cache.MetaNamespaceIndexFunc})
	for _, o := range objs {
		if err := ours.Put(o); err != nil {
			t.Fatal(err)
		}
		if err := theirs.Add(o); err != nil {
			t.Fatal(err)
		}
	}
	// What generated informers cache: Object values (see objects.NewInformer).
	objects := kgruntime.NewIndexer[kgruntime.Object](nil, cache.TypedIndexers[kgruntime.Object]{
		kgruntime.NamespaceIndex: kgruntime.MetaNamespaceIndex[kgruntime.Object],
	})
	for _, o := range objs {
		if err := objects.Put(o); err != nil {
			t.Fatal(err)
		}
	}
	for name, indexer := range map[string]cache.Indexer{"runtime objects": objects, "runtime typed": ours, "client-go": theirs} {
		t.Run(name, func(t *testing.T) {
			l := listersv1.NewWidgetLister(indexer)
			all, err := l.List(labels.Everything())
			if got, want := names(all), []string{"a/one", "a/two", "b/one"}; err != nil || !slices.Equal(got, want) {
				t.Errorf("List = %v, %v; want %v", got, err, want)
			}
			inA, err := l.Widgets("a").List(labels.SelectorFromSet(labels.Set{"app": "two"}))
			if got, want := names(inA), []string{"a/two"}; err != nil || !slices.Equal(got, want) {
				t.Errorf("Widgets(a).List(app=two) = %v, %v; want %v", got, err, want)
			}
			got, err := l.Widgets("b").Get("one")
			if err != nil || got.Spec.Replicas != 3 {
				t.Errorf("Widgets(b).Get(one) = %v, %v", got, err)
			}
			_, err = l.Widgets("b").Get("two")
			if !apierrors.IsNotFound(err) {
				t.Fatalf("Get of a missing widget: %v, want NotFound", err)
			}
			// Upstream's listers name the lowercase kind, not the REST
			// resource: examplev1.Resource("widget").
			if want := apierrors.NewNotFound(schema.GroupResource{Group: "example.com", Resource: "widget"}, "two"); err.Error() != want.Error() ||
				!reflect.DeepEqual(err.(apierrors.APIStatus).Status(), want.Status()) {
				t.Errorf("NotFound error %#v, want %#v", err, want)
			}
		})
	}
}

// recorder collects handler events as "add ns/name", "update ns/name" ...
type recorder struct {
	mu      sync.Mutex
	events  []string
	changed chan struct{} // closed and replaced on every event
}

func (r *recorder) add(s string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.events = append(r.events, s)
	if r.changed != nil {
		close(r.changed)
	}
	r.changed = make(chan struct{})
}

// wait returns when the events are want; it fails when they go past
// want, and after a minute without them, which only ends a hang: events
// are awaited, not timed.
func (r *recorder) wait(t *testing.T, want ...string) {
	t.Helper()
	hang := time.NewTimer(time.Minute)
	defer hang.Stop()
	for {
		r.mu.Lock()
		got := slices.Clone(r.events)
		if r.changed == nil {
			r.changed = make(chan struct{})
		}
		changed := r.changed
		r.mu.Unlock()
		if slices.Equal(got, want) {
			return
		}
		if len(got) >= len(want) {
			t.Fatalf("events %v, want %v", got, want)
		}
		select {
		case <-changed:
		case <-hang.C:
			t.Fatalf("events %v after a minute, want %v", got, want)
		}
	}
}

func TestFactoryInformerFedByFakeClientset(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cs := fake.NewSimpleClientset(widget("ns", "initial", 1))
	factory := externalversions.NewSharedInformerFactory(cs, 0)
	defer factory.Shutdown()
	defer cancel()

	widgets := factory.Example().V1().Widgets()
	if _, ok := widgets.Informer().(*kgruntime.SharedIndexInformer[kgruntime.Object]); !ok {
		t.Fatalf("the factory's informer is %T, want the kubegen runtime's", widgets.Informer())
	}
	if widgets.Informer() != factory.Example().V1().Widgets().Informer() {
		t.Error("the factory returned two informers for one type")
	}
	rec := &recorder{}
	_, err := widgets.TypedInformer().AddTypedEventHandler(cache.TypedResourceEventHandlerFuncs[*examplev1.Widget]{
		AddFunc: func(w *examplev1.Widget) { rec.add("add " + w.Name) },
		UpdateFunc: func(old, w *examplev1.Widget) {
			rec.add(fmt.Sprintf("update %s %d->%d", w.Name, old.Spec.Replicas, w.Spec.Replicas))
		},
		DeleteFunc: func(d cache.DeletedObject[*examplev1.Widget]) { rec.add("delete " + d.GetKey()) },
	})
	if err != nil {
		t.Fatal(err)
	}
	factory.StartWithContext(ctx)
	if res := factory.WaitForCacheSyncWithContext(ctx); res.AsError() != nil || len(res.Synced) != 1 {
		t.Fatalf("WaitForCacheSync = %+v", res)
	}
	rec.wait(t, "add initial")

	c := cs.ExampleV1().Widgets("ns")
	if _, err := c.Create(ctx, widget("ns", "second", 2), metav1.CreateOptions{}); err != nil {
		t.Fatal(err)
	}
	rec.wait(t, "add initial", "add second")
	if _, err := c.Update(ctx, widget("ns", "second", 5), metav1.UpdateOptions{}); err != nil {
		t.Fatal(err)
	}
	rec.wait(t, "add initial", "add second", "update second 2->5")
	if err := c.Delete(ctx, "initial", metav1.DeleteOptions{}); err != nil {
		t.Fatal(err)
	}
	rec.wait(t, "add initial", "add second", "update second 2->5", "delete ns/initial")

	got, err := widgets.Lister().Widgets("ns").List(labels.Everything())
	if want := []string{"ns/second"}; err != nil || !slices.Equal(names(got), want) {
		t.Errorf("Lister List = %v, %v; want %v", names(got), err, want)
	}
	if w, err := widgets.Lister().Widgets("ns").Get("second"); err != nil || w.Spec.Replicas != 5 {
		t.Errorf("Lister Get = %v, %v; want replicas 5", w, err)
	}
}

func TestFactoryForResourceHonoursResourceName(t *testing.T) {
	factory := externalversions.NewSharedInformerFactory(fake.NewSimpleClientset(), 0)
	gi, err := factory.ForResource(schema.GroupVersionResource{Group: "example.com", Version: "v1", Resource: "boxen"})
	if err != nil {
		t.Fatal(err)
	}
	if gi.Informer() != factory.Example().V1().Boxes().Informer() {
		t.Error("ForResource(boxen) is not the Boxes informer")
	}
	if _, err := factory.ForResource(schema.GroupVersionResource{Group: "example.com", Version: "v1", Resource: "boxes"}); err == nil {
		t.Error("ForResource(boxes) found an informer; the resource is boxen")
	}
}

func TestClusterScopedInformerAndNamespacedFactory(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cs := fake.NewSimpleClientset(
		&examplev1.Gadgetry{ObjectMeta: metav1.ObjectMeta{Name: "g1"}},
		widget("in", "w1", 1), widget("out", "w2", 1),
	)
	factory := externalversions.NewSharedInformerFactoryWithOptions(cs, 0, externalversions.WithNamespace("in"))
	defer factory.Shutdown()
	defer cancel()
	gadgetries := factory.Example().V1().Gadgetries()
	widgets := factory.Example().V1().Widgets()
	gadgetries.Informer()
	widgets.Informer()
	factory.StartWithContext(ctx)
	for typ, ok := range factory.WaitForCacheSync(ctx.Done()) {
		if !ok {
			t.Fatalf("%v did not sync", typ)
		}
	}
	if g, err := gadgetries.Lister().Get("g1"); err != nil || g.Name != "g1" {
		t.Errorf("Gadgetries Lister Get = %v, %v", g, err)
	}
	all, err := widgets.Lister().List(labels.Everything())
	if want := []string{"in/w1"}; err != nil || !slices.Equal(names(all), want) {
		t.Errorf("namespaced factory's widgets = %v, %v; want %v", names(all), err, want)
	}
}

func pointers[T any](items []T) []*T {
	out := make([]*T, len(items))
	for i := range items {
		out[i] = &items[i]
	}
	return out
}

func nextEvent(t *testing.T, w watch.Interface) watch.Event {
	t.Helper()
	select {
	case ev, ok := <-w.ResultChan():
		if !ok {
			t.Fatal("watch closed")
		}
		return ev
	case <-time.After(time.Minute): // only ends a hang
		t.Fatal("no watch event within a minute")
	}
	return watch.Event{}
}
