package e2e

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/tools/cache"

	rt "github.com/kubegen/kubegen/runtime"
	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/internal/syncbench"
	"github.com/kubegen/kubegen/testenv/widget"
)

var namespaceSeq atomic.Int64

// newNamespace creates a namespace no other test uses in env and returns
// its name.
func newNamespace(ctx context.Context, t *testing.T, env *testenv.Env) string {
	t.Helper()
	name := strings.ToLower(strings.NewReplacer("/", "-", "_", "-").Replace(t.Name()))
	if len(name) > 40 {
		name = name[:40]
	}
	name = fmt.Sprintf("%s-%d", strings.Trim(name, "-"), namespaceSeq.Add(1))
	if err := testenv.EnsureNamespace(ctx, env.Config, name); err != nil {
		t.Fatal(err)
	}
	return name
}

func newClient(t *testing.T, env *testenv.Env) *widget.Client {
	t.Helper()
	rc, err := widget.NewRESTClient(env.Config)
	if err != nil {
		t.Fatal(err)
	}
	return widget.NewClient(rc)
}

func testContext(t *testing.T, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	t.Cleanup(cancel)
	return ctx
}

func newWidget(ns, name string, size int64) *widget.Widget {
	return &widget.Widget{
		ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name, Labels: map[string]string{"app": "e2e"}},
		Spec:       widget.WidgetSpec{Size: size, Color: "blue", Tags: []string{"a", "b"}},
	}
}

// createWidgets creates w-0000 … in ns, eight at a time.
func createWidgets(ctx context.Context, t *testing.T, c *widget.Client, ns string, n int) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make(chan error, n)
	sem := make(chan struct{}, 8)
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if _, err := c.Create(ctx, newWidget(ns, fmt.Sprintf("w-%04d", i), int64(i))); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("create: %v", err)
	}
}

// informer is a running informer on one namespace of widgets, with its
// probe and an event recorder as its first handler.
type informer struct {
	inf   *rt.SharedIndexInformer[*widget.Widget]
	probe *probeLW
	rec   *recorder
	done  chan struct{}
}

// startInformer runs an informer until the test ends and waits for its
// first sync.
func startInformer(t *testing.T, env *testenv.Env, ns string, opts rt.InformerOptions[*widget.Widget]) *informer {
	t.Helper()
	rc, err := widget.NewRESTClient(env.Config)
	if err != nil {
		t.Fatal(err)
	}
	// The generated decoder, as generated informers use by default (the
	// reflective path is TestWorkqueueController's).
	probe := newProbeLW(rt.NewRESTListWatchWithDecoder(rc, widget.Resource, ns, func() *widget.Widget { return new(widget.Widget) }, nil, syncbench.WidgetDecoder()))
	i := &informer{
		inf:   rt.NewSharedIndexInformer[*widget.Widget](probe, opts),
		probe: probe,
		rec:   &recorder{},
		done:  make(chan struct{}),
	}
	if _, err := i.inf.AddEventHandler(i.rec.handler()); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		defer close(i.done)
		i.inf.Run(ctx.Done())
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-i.done:
		case <-time.After(30 * time.Second):
			t.Error("informer did not stop within 30s of its stop signal")
		}
	})
	syncCtx := testContext(t, time.Minute)
	if !cache.WaitForCacheSync(syncCtx.Done(), i.inf.HasSynced) {
		t.Fatal("informer did not sync within a minute")
	}
	return i
}

// storeState is key → resourceVersion of what the informer holds.
func (i *informer) storeState() map[string]string {
	state := map[string]string{}
	for _, obj := range i.inf.GetStore().List() {
		w := obj.(*widget.Widget)
		state[w.Namespace+"/"+w.Name] = w.ResourceVersion
	}
	return state
}

// serverState is key → resourceVersion of what the server holds in ns.
func serverState(ctx context.Context, t *testing.T, c *widget.Client, ns string) map[string]string {
	t.Helper()
	list, err := c.List(ctx, ns, metav1.ListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	state := map[string]string{}
	for _, w := range list.Items {
		state[w.Namespace+"/"+w.Name] = w.ResourceVersion
	}
	return state
}

// event is one handler call as the recorder saw it.
type event struct {
	kind      string // add, update, delete
	key       string
	rv        string // of the new object, or of the tombstone's object
	oldRV     string // update only
	size      int64
	initial   bool // add only: isInInitialList
	tombstone bool // delete only: a DeletedFinalStateUnknown
}

func (e event) String() string {
	return fmt.Sprintf("%s %s rv=%s", e.kind, e.key, e.rv)
}

// recorder keeps every event its handler receives, in order.
type recorder struct {
	mu     sync.Mutex
	events []event
}

func (r *recorder) handler() cache.ResourceEventHandler {
	return cache.ResourceEventHandlerDetailedFuncs{
		AddFunc: func(obj any, initial bool) {
			w := obj.(*widget.Widget)
			r.add(event{kind: "add", key: w.Namespace + "/" + w.Name, rv: w.ResourceVersion, size: w.Spec.Size, initial: initial})
		},
		UpdateFunc: func(oldObj, newObj any) {
			o, n := oldObj.(*widget.Widget), newObj.(*widget.Widget)
			r.add(event{kind: "update", key: n.Namespace + "/" + n.Name, rv: n.ResourceVersion, oldRV: o.ResourceVersion, size: n.Spec.Size})
		},
		DeleteFunc: func(obj any) {
			ev := event{kind: "delete"}
			if ts, ok := obj.(cache.DeletedFinalStateUnknown); ok {
				ev.tombstone = true
				ev.key = ts.Key
				obj = ts.Obj
			}
			if w, ok := obj.(*widget.Widget); ok {
				ev.key = w.Namespace + "/" + w.Name
				ev.rv = w.ResourceVersion
				ev.size = w.Spec.Size
			}
			r.add(ev)
		},
	}
}

func (r *recorder) add(ev event) {
	r.mu.Lock()
	r.events = append(r.events, ev)
	r.mu.Unlock()
}

func (r *recorder) snapshot() []event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]event(nil), r.events...)
}

// waitFor polls cond every 20ms until it holds or d passes.
func waitFor(t *testing.T, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", d, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// diffStates describes how two key → resourceVersion maps differ.
func diffStates(got, want map[string]string) string {
	var out []string
	for k, v := range want {
		if g, ok := got[k]; !ok {
			out = append(out, "missing "+k)
		} else if g != v {
			out = append(out, fmt.Sprintf("%s at rv %s, want %s", k, g, v))
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			out = append(out, "extra "+k)
		}
	}
	sort.Strings(out)
	if len(out) > 10 {
		out = append(out[:10], fmt.Sprintf("… and %d more", len(out)-10))
	}
	return strings.Join(out, "; ")
}

func statesEqual(a, b map[string]string) bool {
	return diffStates(a, b) == ""
}
