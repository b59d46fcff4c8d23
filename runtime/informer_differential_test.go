package runtime

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// The tests in this file run one scripted server conversation against
// client-go v0.37's shared informer and against ours, in the same process,
// and compare what a handler sees. They pin docs/runtime.md R30, R31 and R33.

// scriptLW is a scripted API for one informer. Lists come from lists (the
// last one repeats); every WATCH waits for the test to hand it a watcher.
// It serves both our ListerWatcher and client-go's (see clientGo).
type scriptLW struct {
	noStream bool // say that streaming lists are unsupported

	mu      sync.Mutex
	lists   []scriptList
	listed  []metav1.ListOptions
	watched []metav1.ListOptions
	// watchers are handed out by Watch in order.
	watchers chan watch.Interface
}

type scriptList struct {
	rv    string
	items []*corev1.ConfigMap
}

func newScriptLW(noStream bool, lists ...scriptList) *scriptLW {
	return &scriptLW{noStream: noStream, lists: lists, watchers: make(chan watch.Interface, 16)}
}

func (s *scriptLW) nextList(opts metav1.ListOptions) scriptList {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.listed = append(s.listed, opts)
	l := s.lists[0]
	if len(s.lists) > 1 {
		s.lists = s.lists[1:]
	}
	return l
}

func (s *scriptLW) List(_ context.Context, opts metav1.ListOptions, each func(*corev1.ConfigMap) error) (ListPage, error) {
	l := s.nextList(opts)
	for _, o := range l.items {
		if err := each(o.DeepCopy()); err != nil {
			return ListPage{}, err
		}
	}
	return ListPage{ResourceVersion: l.rv}, nil
}

func (s *scriptLW) Watch(ctx context.Context, opts metav1.ListOptions) (watch.Interface, error) {
	s.mu.Lock()
	s.watched = append(s.watched, opts)
	s.mu.Unlock()
	select {
	case w := <-s.watchers:
		return w, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (s *scriptLW) IsWatchListSemanticsUnSupported() bool { return s.noStream }

func (s *scriptLW) calls() (lists, watches []metav1.ListOptions) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.listed), slices.Clone(s.watched)
}

// clientGo is the same script as a client-go ListerWatcher.
type clientGo struct {
	*cache.ListWatch
	s *scriptLW
}

func (c clientGo) IsWatchListSemanticsUnSupported() bool { return c.s.noStream }

func (s *scriptLW) clientGo() clientGo {
	return clientGo{s: s, ListWatch: &cache.ListWatch{
		ListWithContextFunc: func(_ context.Context, opts metav1.ListOptions) (kruntime.Object, error) {
			l := s.nextList(opts)
			out := &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: l.rv}}
			for _, o := range l.items {
				out.Items = append(out.Items, *o.DeepCopy())
			}
			return out, nil
		},
		WatchFuncWithContext: s.Watch,
	}}
}

// sut is what both informers offer the scripts.
type sut interface {
	AddEventHandler(cache.ResourceEventHandler) (cache.ResourceEventHandlerRegistration, error)
	RunWithContext(context.Context)
	HasSynced() bool
}

type flavour struct {
	name string
	make func(lw *scriptLW) sut
}

var flavours = []flavour{
	{"client-go", func(lw *scriptLW) sut {
		return cache.NewSharedIndexInformerWithOptions(lw.clientGo(), &corev1.ConfigMap{}, cache.SharedIndexInformerOptions{
			Indexers: cache.Indexers{cache.NamespaceIndex: cache.MetaNamespaceIndexFunc},
		})
	}},
	{"ours", func(lw *scriptLW) sut {
		return NewSharedIndexInformer[*corev1.ConfigMap](lw, InformerOptions[*corev1.ConfigMap]{})
	}},
}

// lineRecorder writes each handler call as a line.
type lineRecorder struct {
	mu    sync.Mutex
	lines []string
	// onCall, when set, runs at the start of every call (outside mu).
	onCall func(n int)
	calls  int
}

func (r *lineRecorder) record(s string) {
	r.mu.Lock()
	r.calls++
	n, hook := r.calls, r.onCall
	r.mu.Unlock()
	if hook != nil {
		hook(n)
	}
	r.mu.Lock()
	r.lines = append(r.lines, s)
	r.mu.Unlock()
}

func cmLine(o any) string {
	switch o := o.(type) {
	case *corev1.ConfigMap:
		return o.Name + "@" + o.ResourceVersion
	case cache.DeletedFinalStateUnknown:
		return "unknown(" + o.Key + ", " + cmLine(o.Obj) + ")"
	case nil:
		return "nil"
	}
	return fmt.Sprintf("%T", o)
}

func (r *lineRecorder) OnAdd(o any, initial bool) {
	r.record(fmt.Sprintf("add %s initial=%v", cmLine(o), initial))
}
func (r *lineRecorder) OnUpdate(old, o any) {
	r.record(fmt.Sprintf("update %s -> %s", cmLine(old), cmLine(o)))
}
func (r *lineRecorder) OnDelete(o any) { r.record("delete " + cmLine(o)) }

func (r *lineRecorder) get() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.lines)
}

func (r *lineRecorder) wait(t *testing.T, n int) []string {
	t.Helper()
	deadline := testkit.Budget(t)
	for time.Now().Before(deadline) {
		if got := r.get(); len(got) >= n {
			return got
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatalf("only %d of %d events arrived: %q", len(r.get()), n, r.get())
	return nil
}

func newWatcher() *watch.FakeWatcher { return watch.NewFakeWithChanSize(1000, false) }

// runBoth runs script once per flavour and returns each flavour's result.
func runBoth[R any](t *testing.T, script func(t *testing.T, f flavour) R) map[string]R {
	out := map[string]R{}
	for _, f := range flavours {
		t.Run(f.name, func(t *testing.T) { out[f.name] = script(t, f) })
	}
	if t.Failed() {
		t.FailNow()
	}
	return out
}

func startSUT(t *testing.T, inf sut) (cancel func(), done <-chan struct{}) {
	ctx, cancel := context.WithCancel(context.Background())
	ch := make(chan struct{})
	go func() {
		defer close(ch)
		inf.RunWithContext(ctx)
	}()
	t.Cleanup(func() { cancel(); <-ch })
	return cancel, ch
}

// docs/runtime.md R30: watch events reach handlers in arrival order across keys,
// and a relist after an expired watch is applied as one replace: deletions
// it implies first (tombstones with the last known object), then the listed
// objects in list order, unchanged ones as updates with equal versions.
func TestDifferentialOrderAndRelist(t *testing.T) {
	got := runBoth(t, func(t *testing.T, f flavour) []string {
		lw := newScriptLW(true,
			scriptList{rv: "1", items: []*corev1.ConfigMap{cmap("a", "1")}},
			scriptList{rv: "9", items: []*corev1.ConfigMap{cmap("a", "3"), cmap("c", "8"), cmap("d", "9")}},
		)
		w1, w2 := newWatcher(), newWatcher()
		lw.watchers <- w1
		inf := f.make(lw)
		rec := &lineRecorder{}
		if _, err := inf.AddEventHandler(rec); err != nil {
			t.Fatal(err)
		}
		startSUT(t, inf)
		rec.wait(t, 1)
		w1.Add(cmap("b", "2"))
		w1.Modify(cmap("a", "3"))
		w1.Add(cmap("c", "4"))
		w1.Modify(cmap("b", "5"))
		w1.Delete(cmap("c", "6"))
		w1.Add(cmap("c", "7"))
		// A delete of an object the informer never saw.
		w1.Delete(cmap("ghost", "7"))
		rec.wait(t, 8)
		// The watch expires; the relist lacks b (its deletion was lost)
		// and finds a unchanged, c changed and d new.
		lw.watchers <- w2
		w1.Error(&apierrors.NewResourceExpired("too old").ErrStatus)
		return rec.wait(t, 12)
	})
	want := []string{
		"add a@1 initial=true",
		"add b@2 initial=false",
		"update a@1 -> a@3",
		"add c@4 initial=false",
		"update b@2 -> b@5",
		"delete c@6",
		"add c@7 initial=false",
		"delete ghost@7",
		"delete unknown(ns/b, b@5)",
		"update a@3 -> a@3",
		"update c@7 -> c@8",
		"add d@9 initial=false",
	}
	if !slices.Equal(got["client-go"], want) {
		t.Fatalf("client-go's sequence changed; the reference is stale:\n got %q\nwant %q", got["client-go"], want)
	}
	if !slices.Equal(got["ours"], got["client-go"]) {
		t.Errorf("handler calls differ:\n ours      %q\n client-go %q", got["ours"], got["client-go"])
	}
}

// docs/runtime.md R31: a streaming list cut before its initial-events-end bookmark
// is retried as a streaming list; no LIST is made, and nothing of the cut
// stream reaches the handlers.
func TestDifferentialWatchListInterrupted(t *testing.T) {
	type result struct {
		events          []string
		lists, streams  int
		plainWatchAfter bool
	}
	got := runBoth(t, func(t *testing.T, f flavour) result {
		lw := newScriptLW(false, scriptList{rv: "1", items: []*corev1.ConfigMap{cmap("listed", "1")}})
		cut := newWatcher()
		cut.Add(cmap("x", "1"))
		cut.Stop()
		whole := newWatcher()
		whole.Add(cmap("a", "2"))
		whole.Action(watch.Bookmark, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{ResourceVersion: "5",
			Annotations: map[string]string{metav1.InitialEventsAnnotationKey: "true"}}})
		lw.watchers <- cut
		lw.watchers <- whole
		inf := f.make(lw)
		rec := &lineRecorder{}
		if _, err := inf.AddEventHandler(rec); err != nil {
			t.Fatal(err)
		}
		startSUT(t, inf)
		rec.wait(t, 1)
		infEventually(t, inf.HasSynced, func() string { return "not synced" })
		whole.Add(cmap("b", "6"))
		events := rec.wait(t, 2)
		lists, watches := lw.calls()
		r := result{events: events, lists: len(lists)}
		for _, o := range watches {
			if o.SendInitialEvents != nil && *o.SendInitialEvents {
				r.streams++
			}
		}
		return r
	})
	want := []string{"add a@2 initial=true", "add b@6 initial=false"}
	if c := got["client-go"]; !slices.Equal(c.events, want) || c.lists != 0 || c.streams != 2 {
		t.Fatalf("client-go's behaviour changed; the reference is stale: %+v", c)
	}
	if o, c := got["ours"], got["client-go"]; !slices.Equal(o.events, c.events) || o.lists != c.lists || o.streams != c.streams {
		t.Errorf("ours %+v, client-go %+v", o, c)
	}
}

// R33: once the context is cancelled, no queued event reaches a handler,
// and Run returns once the handler that was running returns.
func TestDifferentialStopWithBacklog(t *testing.T) {
	const n = 999
	got := runBoth(t, func(t *testing.T, f flavour) int {
		items := make([]*corev1.ConfigMap, n)
		for i := range items {
			items[i] = cmap(fmt.Sprintf("o%03d", i), "1")
		}
		lw := newScriptLW(true, scriptList{rv: "1", items: items})
		lw.watchers <- newWatcher()
		inf := f.make(lw)
		rec := &lineRecorder{}
		release := make(chan struct{})
		rec.onCall = func(k int) {
			if k == 1 {
				<-release
			}
		}
		if _, err := inf.AddEventHandler(rec); err != nil {
			t.Fatal(err)
		}
		cancel, done := startSUT(t, inf)
		// The first handler call is under way and the rest are queued.
		infEventually(t, func() bool { rec.mu.Lock(); defer rec.mu.Unlock(); return rec.calls == 1 }, func() string { return "handler not called" })
		settle(inf)
		cancel()
		waitHalted(t, inf)
		rec.mu.Lock()
		before := rec.calls
		rec.mu.Unlock()
		close(release)
		awaitClosed(t, done, "Run after the running handler returned")
		rec.mu.Lock()
		defer rec.mu.Unlock()
		return rec.calls - before
	})
	// client-go is the reference for what should happen; its stop depends
	// on goroutine scheduling, so only ours is held to it strictly.
	t.Logf("handler calls after cancel: client-go %d, ours %d", got["client-go"], got["ours"])
	if after := got["ours"]; after != 0 {
		t.Errorf("ours: %d handler calls after cancel, want 0", after)
	}
}

// settle gives client-go's informer a moment to get its handlers' queues
// filled, which it does not signal; ours needs none (what it has not handed
// to a handler when it halts is dropped all the same).
func settle(inf sut) {
	if _, ours := inf.(*SharedIndexInformer[*corev1.ConfigMap]); !ours {
		time.Sleep(100 * time.Millisecond)
	}
}

// waitHalted waits until a cancelled informer has stopped handing events to
// its handlers. Ours says so (its processor has halted); client-go's does
// not, so it gets a pause, which makes its result (only logged) less exact.
func waitHalted(t *testing.T, inf sut) {
	t.Helper()
	if s, ours := inf.(*SharedIndexInformer[*corev1.ConfigMap]); ours {
		p := s.processor
		infEventually(t, func() bool { p.mu.Lock(); defer p.mu.Unlock(); return p.stopped }, func() string { return "the processor never halted" })
		return
	}
	time.Sleep(200 * time.Millisecond)
}

// R33 with a slow, not blocked, handler and the backlog arriving
// as watch events: after cancel at most the call under way completes (in
// ours; client-go's may deliver a few more).
func TestDifferentialStopSlowHandler(t *testing.T) {
	const n = 999
	got := runBoth(t, func(t *testing.T, f flavour) [2]int {
		lw := newScriptLW(true, scriptList{rv: "1"})
		w := newWatcher()
		lw.watchers <- w
		inf := f.make(lw)
		rec := &lineRecorder{onCall: func(int) { time.Sleep(time.Millisecond) }}
		if _, err := inf.AddEventHandler(rec); err != nil {
			t.Fatal(err)
		}
		cancel, done := startSUT(t, inf)
		infEventually(t, inf.HasSynced, func() string { return "not synced" })
		for i := range n {
			w.Add(cmap(fmt.Sprintf("o%03d", i), fmt.Sprint(i+2)))
		}
		infEventually(t, func() bool { rec.mu.Lock(); defer rec.mu.Unlock(); return rec.calls >= 10 }, func() string { return "too few calls" })
		cancel()
		rec.mu.Lock()
		atCancel := rec.calls
		rec.mu.Unlock()
		awaitClosed(t, done, "Run after cancel")
		// Ours has stopped its handlers' goroutines before Run returns;
		// client-go's may still be delivering.
		settle(inf)
		rec.mu.Lock()
		after := rec.calls - atCancel
		rec.mu.Unlock()
		return [2]int{after, atCancel}
	})
	// client-go stops its handlers only once its controller loop has
	// returned, so it may deliver a few more (0 to ~10 here); ours stops
	// them when the context ends.
	t.Logf("calls after cancel: client-go %d, ours %d", got["client-go"][0], got["ours"][0])
	if o := got["ours"][0]; o > 1 {
		t.Errorf("ours: %d handler calls after cancel (of %d left), want at most the one under way", o, n-got["ours"][1])
	}
}
