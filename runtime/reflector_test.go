package runtime

import (
	"context"
	"errors"
	"net"
	"os"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/watch"
	clocktesting "k8s.io/utils/clock/testing"
	"k8s.io/utils/ptr"
)

// newTestReflector builds a reflector on a fake clock, without streaming
// lists unless opts asks for them, and with every random choice pinned to
// its lowest value.
func newTestReflector(lw ListerWatcher[cm], store ReflectorStore[cm], opts ReflectorOptions[cm]) (*Reflector[cm], *clocktesting.FakeClock) {
	fc := clocktesting.NewFakeClock(time.Unix(1_000_000, 0))
	opts.Clock = fc
	if opts.UseWatchList == nil {
		opts.UseWatchList = ptr.To(false)
	}
	r := NewReflector(lw, store, opts)
	r.random = func() float64 { return 0 }
	r.backoff.random = func() float64 { return 0 }
	return r, fc
}

// closedWatch returns a watcher that delivers events and then ends.
func closedWatch(events ...watch.Event) *watch.FakeWatcher {
	w := watch.NewFakeWithChanSize(len(events), false)
	for _, e := range events {
		w.Action(e.Type, e.Object)
	}
	w.Stop()
	return w
}

// openWatch returns a watcher that delivers events and stays open.
func openWatch(events ...watch.Event) *watch.FakeWatcher {
	w := watch.NewFakeWithChanSize(len(events)+16, false)
	for _, e := range events {
		w.Action(e.Type, e.Object)
	}
	return w
}

func statusEvent(err apierrors.APIStatus) watch.Event {
	s := err.Status()
	return watch.Event{Type: watch.Error, Object: &s}
}

func wantOptions(t *testing.T, what string, got, want []metav1.ListOptions) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

func wantLog(t *testing.T, s *recordingStore, want ...string) {
	t.Helper()
	if got := s.log(); !slices.Equal(got, want) {
		t.Errorf("store calls:\n got %q\nwant %q", got, want)
	}
}

func watchOpts(rv string, timeout int64) metav1.ListOptions {
	return metav1.ListOptions{ResourceVersion: rv, AllowWatchBookmarks: true, TimeoutSeconds: ptr.To(timeout)}
}

// docs/runtime.md R14: the first LIST is at resourceVersion "0" in pages of 500; the
// WATCH starts from the list's resourceVersion with bookmarks; a watch that
// ends normally is resumed from the last event, without a relist; a relist
// asks for the last synced resourceVersion, unpaged.
func TestReflectorListAndWatch(t *testing.T) {
	q := &watchQueue{watchers: []watch.Interface{
		closedWatch(watch.Event{Type: watch.Added, Object: newCM("ns", "c", "11")}),
		closedWatch(statusEvent(apierrors.NewResourceExpired("too old"))),
	}}
	lw := &fakeLW{listFn: staticList("10", newCM("ns", "a", "5"), newCM("ns", "b", "6")), watchFn: q.next}
	store := newRecordingStore()
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{})

	if err := r.ListAndWatch(context.Background()); err != nil {
		t.Fatal(err)
	}
	wantLog(t, store, "replace [a b]@10", "add ns/c@11")
	wantOptions(t, "lists", lw.listCalls(), []metav1.ListOptions{{ResourceVersion: "0", Limit: 500}})
	wantOptions(t, "watches", lw.watchCalls(), []metav1.ListOptions{watchOpts("10", 300), watchOpts("11", 300)})
	if got := r.LastSyncResourceVersion(); got != "11" {
		t.Errorf("LastSyncResourceVersion = %q, want 11", got)
	}

	// The relist after the expired watch.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	lw.listFn = staticList("12", newCM("ns", "a", "12"))
	lw.watchFn = func(metav1.ListOptions) (watch.Interface, error) {
		cancel()
		return watch.NewFake(), nil
	}
	if err := r.ListAndWatch(ctx); err != nil {
		t.Fatal(err)
	}
	wantOptions(t, "lists", lw.listCalls()[1:], []metav1.ListOptions{{ResourceVersion: "11"}})
	wantOptions(t, "watches", lw.watchCalls()[2:], []metav1.ListOptions{watchOpts("12", 300)})
	wantLog(t, store, "replace [a b]@10", "add ns/c@11", "replace [a]@12")
}

// pagedList serves items in pages of opts.Limit (all at once when 0), with
// continue tokens that are the index of the next item.
func pagedList(rv string, items []cm, expireContinue bool) func(metav1.ListOptions) ([]cm, ListPage, error) {
	return func(opts metav1.ListOptions) ([]cm, ListPage, error) {
		start := 0
		if opts.Continue != "" {
			if expireContinue {
				return nil, ListPage{}, apierrors.NewResourceExpired("continue token expired")
			}
			start = int(opts.Continue[0] - '0')
		}
		end := len(items)
		if opts.Limit > 0 && start+int(opts.Limit) < end {
			end = start + int(opts.Limit)
		}
		page := ListPage{ResourceVersion: rv}
		if end < len(items) {
			page.Continue = string(rune('0' + end))
		}
		return items[start:end], page, nil
	}
}

// docs/runtime.md R14: pages follow continue tokens without a resourceVersion; the
// list's resourceVersion is the first page's. A server that paged the first
// list (no watch cache) keeps getting paged relists.
func TestReflectorListPages(t *testing.T) {
	items := []cm{newCM("", "a", "1"), newCM("", "b", "2"), newCM("", "c", "3")}
	lw := &fakeLW{listFn: pagedList("10", items, false)}
	store := newRecordingStore()
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{PageSize: 2})
	if err := r.list(context.Background()); err != nil {
		t.Fatal(err)
	}
	if err := r.list(context.Background()); err != nil {
		t.Fatal(err)
	}
	wantLog(t, store, "replace [a b c]@10", "replace [a b c]@10")
	wantOptions(t, "lists", lw.listCalls(), []metav1.ListOptions{
		{ResourceVersion: "0", Limit: 2}, {Continue: "2", Limit: 2},
		{ResourceVersion: "10", Limit: 2}, {Continue: "2", Limit: 2},
	})

	// The default page size: 500 at "0"; a relist at a resourceVersion is
	// unpaged, unless the first list came in pages.
	for _, paged := range []bool{false, true} {
		lw := &fakeLW{listFn: staticList("10", items...)}
		if paged {
			lw.listFn = func(opts metav1.ListOptions) ([]cm, ListPage, error) {
				if opts.ResourceVersion == "0" {
					return items[:1], ListPage{ResourceVersion: "10", Continue: "1"}, nil
				}
				return items[1:], ListPage{ResourceVersion: "10"}, nil
			}
		}
		r, _ := newTestReflector(lw, newRecordingStore(), ReflectorOptions[cm]{})
		for range 2 {
			if err := r.list(context.Background()); err != nil {
				t.Fatal(err)
			}
		}
		calls := lw.listCalls()
		if calls[0].ResourceVersion != "0" || calls[0].Limit != 500 {
			t.Errorf("paged=%v: first list %+v, want resourceVersion 0 and limit 500", paged, calls[0])
		}
		last := calls[len(calls)-1]
		wantLimit := int64(0)
		if paged {
			wantLimit = 500
		}
		if last.ResourceVersion != "10" || last.Limit != wantLimit {
			t.Errorf("paged=%v: relist %+v, want resourceVersion 10 and limit %d", paged, last, wantLimit)
		}
	}
}

// docs/runtime.md R15: a relist answered 410 (Expired or Gone) or "too large
// resource version" (all three forms servers have used) relists at once with
// resourceVersion "", a quorum read; later relists use the new version.
func TestReflectorRelistFromLatest(t *testing.T) {
	tooLarge := func(msg string, cause metav1.StatusCause) error {
		err := apierrors.NewTimeoutError(msg, 1)
		if cause != (metav1.StatusCause{}) {
			err.ErrStatus.Details.Causes = []metav1.StatusCause{cause}
		}
		return err
	}
	for name, failure := range map[string]error{
		"expired":            apierrors.NewResourceExpired("too old"),
		"gone":               apierrors.NewGone("gone"),
		"too large cause":    tooLarge("too large resource version", metav1.StatusCause{Type: metav1.CauseTypeResourceVersionTooLarge}),
		"too large message":  tooLarge("too large resource version", metav1.StatusCause{Message: "Too large resource version"}),
		"too large (legacy)": tooLarge("Too large resource version", metav1.StatusCause{}),
	} {
		t.Run(name, func(t *testing.T) {
			lw := &fakeLW{listFn: func(opts metav1.ListOptions) ([]cm, ListPage, error) {
				switch opts.ResourceVersion {
				case "0":
					return []cm{newCM("", "a", "1")}, ListPage{ResourceVersion: "10"}, nil
				case "10":
					return nil, ListPage{}, failure
				case "":
					return []cm{newCM("", "a", "1"), newCM("", "b", "2")}, ListPage{ResourceVersion: "20"}, nil
				}
				return []cm{newCM("", "b", "2")}, ListPage{ResourceVersion: "30"}, nil
			}}
			store := newRecordingStore()
			r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{})
			for range 3 {
				if err := r.list(context.Background()); err != nil {
					t.Fatal(err)
				}
			}
			var rvs []string
			for _, o := range lw.listCalls() {
				rvs = append(rvs, o.ResourceVersion)
			}
			if want := []string{"0", "10", "", "20"}; !slices.Equal(rvs, want) {
				t.Errorf("list resourceVersions %q, want %q", rvs, want)
			}
			wantLog(t, store, "replace [a]@10", "replace [a b]@20", "replace [b]@30")
		})
	}
}

// docs/runtime.md R15: a continue token that expired between pages restarts the
// list unpaged at the requested resourceVersion, keeping none of the pages
// already read.
func TestReflectorFullListIfContinueExpired(t *testing.T) {
	items := []cm{newCM("", "a", "1"), newCM("", "b", "2"), newCM("", "c", "3")}
	lw := &fakeLW{listFn: pagedList("10", items, true)}
	store := newRecordingStore()
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{PageSize: 2})
	if err := r.list(context.Background()); err != nil {
		t.Fatal(err)
	}
	wantLog(t, store, "replace [a b c]@10")
	wantOptions(t, "lists", lw.listCalls(), []metav1.ListOptions{
		{ResourceVersion: "0", Limit: 2}, {Continue: "2", Limit: 2}, {ResourceVersion: "0"},
	})
}

// docs/runtime.md R15: a watch refused with 410 ends ListAndWatch; the relist asks
// for the last synced resourceVersion first (it is at least as fresh as the
// store), then for "" when that is gone too.
func TestReflectorWatchExpired(t *testing.T) {
	lw := &fakeLW{
		listFn: func(opts metav1.ListOptions) ([]cm, ListPage, error) {
			if opts.ResourceVersion == "10" {
				return nil, ListPage{}, apierrors.NewResourceExpired("too old")
			}
			return nil, ListPage{ResourceVersion: "10"}, nil
		},
		watchFn: func(metav1.ListOptions) (watch.Interface, error) {
			return nil, apierrors.NewResourceExpired("too old")
		},
	}
	r, _ := newTestReflector(lw, newRecordingStore(), ReflectorOptions[cm]{})
	for range 2 {
		if err := r.ListAndWatch(context.Background()); !isExpiredError(err) {
			t.Fatalf("ListAndWatch = %v, want the watch's 410", err)
		}
	}
	var rvs []string
	for _, o := range lw.listCalls() {
		rvs = append(rvs, o.ResourceVersion)
	}
	if want := []string{"0", "10", ""}; !slices.Equal(rvs, want) {
		t.Errorf("list resourceVersions %q, want %q", rvs, want)
	}
}

// docs/runtime.md R16: 429 and connection refused, whether the watch request fails
// or the stream says so, back off (800ms, doubling) and watch again from
// the same resourceVersion, without a relist.
func TestReflectorBacksOffWithoutRelist(t *testing.T) {
	refused := &net.OpError{Op: "dial", Net: "tcp", Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}
	var calls int
	var fc *clocktesting.FakeClock
	var watchedAt []time.Time // the fake clock's time of each watch request
	lw := &fakeLW{listFn: staticList("10", newCM("", "a", "1"))}
	lw.watchFn = func(metav1.ListOptions) (watch.Interface, error) {
		watchedAt = append(watchedAt, fc.Now())
		calls++
		switch calls {
		case 1:
			return nil, apierrors.NewTooManyRequests("slow down", 1)
		case 2:
			return nil, refused
		case 3:
			return closedWatch(statusEvent(apierrors.NewTooManyRequests("slow down", 1))), nil
		}
		return closedWatch(), nil // ends the test: a very short watch
	}
	store := newRecordingStore()
	r, clk := newTestReflector(lw, store, ReflectorOptions[cm]{})
	fc = clk
	done := make(chan error, 1)
	go func() { done <- r.ListAndWatch(context.Background()) }()

	// The clock moves only when the test steps it, in two steps per
	// backoff: a retry made early would carry the time of the first.
	delays := []time.Duration{800 * time.Millisecond, 1600 * time.Millisecond, 3200 * time.Millisecond}
	for i, delay := range delays {
		eventually(t, "a backoff timer", fc.HasWaiters)
		fc.Step(delay - time.Millisecond)
		fc.Step(time.Millisecond)
		eventually(t, "the retried watch", func() bool { return len(lw.watchCalls()) == i+2 })
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	for i, delay := range delays {
		if waited := watchedAt[i+1].Sub(watchedAt[i]); waited != delay {
			t.Errorf("watch %d was retried after %v of backoff, want %v", i+2, waited, delay)
		}
	}
	if got := len(lw.listCalls()); got != 1 {
		t.Errorf("%d lists, want 1: backoff must not relist", got)
	}
	for _, o := range lw.watchCalls() {
		if o.ResourceVersion != "10" {
			t.Errorf("watch at resourceVersion %q, want 10", o.ResourceVersion)
		}
	}
}

// docs/runtime.md R17: watch timeouts are spread over [5m, 10m], or [m, 2m] for a
// larger MinWatchTimeout m; smaller ones are not honoured.
func TestReflectorWatchTimeout(t *testing.T) {
	for _, tc := range []struct {
		min      time.Duration
		random   float64
		want     int64
		lo, hi   int64
		describe string
	}{
		{0, 0, 300, 300, 600, "default, lowest"},
		{0, 0.9999, 599, 300, 600, "default, highest"},
		{time.Second, 0, 300, 300, 600, "too small"},
		{30 * time.Minute, 0.5, 2700, 1800, 3600, "30m"},
	} {
		lw := &fakeLW{listFn: staticList("1")}
		r, _ := newTestReflector(lw, newRecordingStore(), ReflectorOptions[cm]{MinWatchTimeout: tc.min})
		r.random = func() float64 { return tc.random }
		if got := *r.watchTimeout(); got != tc.want {
			t.Errorf("%s: timeout %d, want %d", tc.describe, got, tc.want)
		}
		// With real randomness, timeouts stay in range and differ.
		r.random = NewReflector[cm](lw, nil, ReflectorOptions[cm]{MinWatchTimeout: tc.min}).random
		seen := map[int64]bool{}
		for range 200 {
			got := *r.watchTimeout()
			if got < tc.lo || got > tc.hi {
				t.Fatalf("%s: timeout %d outside [%d, %d]", tc.describe, got, tc.lo, tc.hi)
			}
			seen[got] = true
		}
		if len(seen) < 10 {
			t.Errorf("%s: only %d distinct timeouts in 200 watches", tc.describe, len(seen))
		}
	}
}

// docs/runtime.md R18: events whose objects are not T (or are nil), and events of
// unknown types, are logged and dropped, the watch goes on and the store
// loses nothing; a BOOKMARK only moves the resourceVersion; an ERROR event
// ends the watch as an API error.
func TestReflectorWatchHandlesGarbage(t *testing.T) {
	secret := &corev1.Secret{ObjectMeta: metav1.ObjectMeta{Name: "a", ResourceVersion: "2"}}
	w := openWatch(
		watch.Event{Type: watch.Added, Object: secret},
		watch.Event{Type: watch.Modified, Object: nil},
		watch.Event{Type: watch.Deleted, Object: (*corev1.ConfigMap)(nil)},
		watch.Event{Type: watch.Modified, Object: newCM("ns", "a", "3")},
		watch.Event{Type: "BOGUS", Object: newCM("ns", "b", "4")},
		watch.Event{Type: watch.Bookmark, Object: &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{ResourceVersion: "5"}}},
		watch.Event{Type: watch.Bookmark, Object: nil},
		watch.Event{Type: watch.Bookmark, Object: (*corev1.ConfigMap)(nil)},
		watch.Event{Type: watch.Bookmark, Object: (*corev1.Pod)(nil)},
		watch.Event{Type: watch.Bookmark, Object: &metav1.List{}},
		watch.Event{Type: watch.Deleted, Object: newCM("ns", "b", "6")},
		watch.Event{Type: watch.Added, Object: newCM("ns", "c", "7")},
		statusEvent(apierrors.NewInternalError(errors.New("etcd is sad"))),
	)
	lw := &fakeLW{listFn: staticList("1", newCM("ns", "a", "1"), newCM("ns", "b", "1")), watchFn: (&watchQueue{watchers: []watch.Interface{w}}).next}
	store := newRecordingStore()
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{})
	var logs logCapture
	var rvs []string
	r.setLastSyncResourceVersion("1")
	watcher, _ := lw.Watch(context.Background(), metav1.ListOptions{})
	_, err := r.handleEvents(logs.context(context.Background()), r.clock.Now(), watcher, store, nil, false, func(rv string, _ bool) { rvs = append(rvs, rv) })
	if !apierrors.IsInternalError(err) {
		t.Fatalf("handleEvents = %v, want the ERROR event as an internal error", err)
	}
	wantLog(t, store, "update ns/a@3", "delete ns/b@6", "add ns/c@7")
	if want := []string{"3", "5", "6", "7"}; !slices.Equal(rvs, want) {
		t.Errorf("resourceVersions %q, want %q", rvs, want)
	}
	for _, msg := range []string{"Unexpected watch event object type", "*v1.Secret", "Unknown watch event type", "Unable to understand bookmark event"} {
		if !logs.contains(msg) {
			t.Errorf("no log message containing %q", msg)
		}
	}

	// An ERROR event without a status is an error too, not a panic.
	_, err = r.handleEvents(context.Background(), r.clock.Now(), closedWatch(watch.Event{Type: watch.Error, Object: (*metav1.Status)(nil)}), store, nil, false, func(string, bool) {})
	if err == nil || !strings.Contains(err.Error(), "without a status") {
		t.Errorf("nil ERROR event: %v", err)
	}

	// Through ListAndWatch: the ERROR event ends the watch, nothing is lost.
	lw.watchFn = (&watchQueue{watchers: []watch.Interface{closedWatch(
		watch.Event{Type: watch.Added, Object: secret},
		watch.Event{Type: watch.Bookmark, Object: &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{ResourceVersion: "9"}}},
		statusEvent(apierrors.NewInternalError(errors.New("etcd is sad"))),
	)}}).next
	store = newRecordingStore()
	r, _ = newTestReflector(lw, store, ReflectorOptions[cm]{})
	if err := r.ListAndWatch(logs.context(context.Background())); err != nil {
		t.Fatal(err)
	}
	wantLog(t, store, "replace [a b]@1")
	if got := r.LastSyncResourceVersion(); got != "9" {
		t.Errorf("LastSyncResourceVersion after a bookmark = %q, want 9", got)
	}
}

// docs/runtime.md R18 under stress: a long random mix of good and bad events leaves
// the store exactly as the good ones alone would.
func TestReflectorGarbageNeverLosesObjects(t *testing.T) {
	bad := []watch.Event{
		{Type: watch.Added, Object: &corev1.Secret{}},
		{Type: watch.Deleted, Object: &corev1.Secret{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "k1"}}},
		{Type: watch.Modified, Object: nil},
		{Type: "GARBAGE", Object: newCM("ns", "k1", "0")},
		{Type: watch.Bookmark, Object: &corev1.Pod{}},
	}
	model := map[string]string{}
	var events []watch.Event
	seed := uint32(1)
	rnd := func(n int) int { seed = seed*1664525 + 1013904223; return int(seed>>8) % n }
	for i := range 2000 {
		if rnd(3) == 0 {
			events = append(events, bad[rnd(len(bad))])
			continue
		}
		name := []string{"k0", "k1", "k2", "k3"}[rnd(4)]
		rv := itoa(i + 10)
		switch rnd(3) {
		case 0:
			events = append(events, watch.Event{Type: watch.Added, Object: newCM("ns", name, rv)})
			model["ns/"+name] = rv
		case 1:
			events = append(events, watch.Event{Type: watch.Modified, Object: newCM("ns", name, rv)})
			model["ns/"+name] = rv
		default:
			events = append(events, watch.Event{Type: watch.Deleted, Object: newCM("ns", name, rv)})
			delete(model, "ns/"+name)
		}
	}
	lw := &fakeLW{listFn: staticList("1"), watchFn: (&watchQueue{watchers: []watch.Interface{closedWatch(events...)}}).next}
	store := newRecordingStore()
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{})
	var logs logCapture
	ctx, cancel := context.WithCancel(logs.context(context.Background()))
	defer cancel()
	go func() {
		eventually(t, "the second watch", func() bool { return len(lw.watchCalls()) == 2 })
		cancel()
	}()
	if err := r.ListAndWatch(ctx); err != nil {
		t.Fatal(err)
	}
	var want []string
	for k, rv := range model {
		want = append(want, k+"@"+rv)
	}
	slices.Sort(want)
	if got := store.keys(); !slices.Equal(got, want) {
		t.Errorf("store holds %q, want %q", got, want)
	}
}

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	var b []byte
	for ; i > 0; i /= 10 {
		b = append([]byte{byte('0' + i%10)}, b...)
	}
	return string(b)
}

// docs/runtime.md R20: every resync period the store is told to Resync when
// ShouldResync agrees; a Resync error ends the watch.
func TestReflectorResync(t *testing.T) {
	lw := &fakeLW{listFn: staticList("1"), watchFn: (&watchQueue{}).next}
	store := newRecordingStore()
	answers := []bool{true, false, true, true}
	var asked atomic.Int32
	var fc *clocktesting.FakeClock
	var askedAt []time.Time // the fake clock's time of each question
	r, clk := newTestReflector(lw, store, ReflectorOptions[cm]{
		ResyncPeriod: time.Minute,
		ShouldResync: func() bool {
			askedAt = append(askedAt, fc.Now())
			return answers[asked.Add(1)-1]
		},
	})
	fc = clk
	start := fc.Now()
	done := make(chan error, 1)
	go func() { done <- r.ListAndWatch(context.Background()) }()
	resyncs := func() int {
		store.mu.Lock()
		defer store.mu.Unlock()
		return store.resyncs
	}
	for i := range 3 {
		eventually(t, "the resync timer", fc.HasWaiters)
		// Two steps: a question asked early carries the first one's time.
		fc.Step(59 * time.Second)
		fc.Step(time.Second)
		eventually(t, "ShouldResync to be asked", func() bool { return int(asked.Load()) == i+1 })
		if at := askedAt[i].Sub(start); at != time.Duration(i+1)*time.Minute {
			t.Errorf("ShouldResync asked at %v, want at the end of period %d", at, i+1)
		}
	}
	eventually(t, "two resyncs", func() bool { return resyncs() == 2 })

	// A failing Resync ends the watch and ListAndWatch.
	store.mu.Lock()
	store.resyncErr = errors.New("queue closed")
	store.mu.Unlock()
	eventually(t, "the resync timer", fc.HasWaiters)
	fc.Step(time.Minute)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if got := resyncs(); got != 3 {
		t.Errorf("%d resyncs, want 3", got)
	}
}

// Without a resync period there is no timer and no Resync.
func TestReflectorNoResyncWithoutPeriod(t *testing.T) {
	lw := &fakeLW{listFn: staticList("1"), watchFn: (&watchQueue{}).next}
	store := newRecordingStore()
	r, fc := newTestReflector(lw, store, ReflectorOptions[cm]{})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.ListAndWatch(ctx) }()
	eventually(t, "the watch", func() bool { return len(lw.watchCalls()) == 1 })
	if fc.HasWaiters() {
		t.Error("a timer is waiting without a resync period")
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	wantLog(t, store, "replace []@1")
}

// Transform runs exactly once on every listed item and every watched object
// before the store sees it; a failing transform fails the list and drops a
// watch event.
func TestReflectorTransform(t *testing.T) {
	calls := 0
	transform := func(obj cm) (cm, error) {
		calls++
		switch obj.Name {
		case "bad":
			return nil, errors.New("cannot transform")
		case "none":
			return nil, nil
		}
		obj.Labels = map[string]string{"transformed": obj.Labels["transformed"] + "x"}
		return obj, nil
	}
	w := closedWatch(
		watch.Event{Type: watch.Added, Object: newCM("", "bad", "3")},
		watch.Event{Type: watch.Added, Object: newCM("", "none", "3")},
		watch.Event{Type: watch.Added, Object: newCM("", "c", "4")},
	)
	lw := &fakeLW{listFn: staticList("2", newCM("", "a", "1"), newCM("", "b", "2")), watchFn: (&watchQueue{watchers: []watch.Interface{w, closedWatch()}}).next}
	store := newRecordingStore()
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{Transform: transform})
	var logs logCapture
	if err := r.ListAndWatch(logs.context(context.Background())); err != nil {
		t.Fatal(err)
	}
	wantLog(t, store, "replace [a b]@2", "add /c@4")
	if calls != 5 {
		t.Errorf("transform ran %d times, want 5", calls)
	}
	for k, obj := range store.objects {
		if obj.Labels["transformed"] != "x" {
			t.Errorf("%s: label %q, want one transform", k, obj.Labels["transformed"])
		}
	}
	for _, name := range []string{"bad", "none"} {
		lw.listFn = staticList("5", newCM("", name, "5"))
		if err := r.ListAndWatch(context.Background()); err == nil {
			t.Errorf("a list whose transform fails (%s) succeeded", name)
		}
	}
}

// Run retries a failing ListAndWatch after a backoff, reports each failure
// to the WatchErrorHandler, and returns once ctx ends.
func TestReflectorRun(t *testing.T) {
	fails := 2
	lw := &fakeLW{watchFn: (&watchQueue{}).next}
	lw.listFn = func(metav1.ListOptions) ([]cm, ListPage, error) {
		if fails > 0 {
			fails--
			return nil, ListPage{}, apierrors.NewServiceUnavailable("starting")
		}
		return []cm{newCM("", "a", "1")}, ListPage{ResourceVersion: "1"}, nil
	}
	store := newRecordingStore()
	handled := make(chan error, 10)
	r, fc := newTestReflector(lw, store, ReflectorOptions[cm]{
		WatchErrorHandler: func(_ context.Context, err error) { handled <- err },
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { r.Run(ctx); close(done) }()
	for _, delay := range []time.Duration{800 * time.Millisecond, 1600 * time.Millisecond} {
		if err := <-handled; !apierrors.IsServiceUnavailable(err) {
			t.Fatalf("handler got %v, want the list error", err)
		}
		eventually(t, "the backoff timer", fc.HasWaiters)
		fc.Step(delay)
	}
	eventually(t, "the watch", func() bool { return len(lw.watchCalls()) == 1 })
	wantLog(t, store, "replace [a]@1")
	cancel()
	<-done
}

// The default error handler logs by kind of error and never panics.
func TestReflectorDefaultWatchErrorHandler(t *testing.T) {
	r, _ := newTestReflector(&fakeLW{}, newRecordingStore(), ReflectorOptions[cm]{Name: "test"})
	var logs logCapture
	ctx := logs.context(context.Background())
	r.watchErrorHandler(ctx, apierrors.NewResourceExpired("old"))
	r.watchErrorHandler(ctx, errors.New("boom"))
	if !logs.contains("Failed to watch") || !logs.contains("boom") {
		t.Error("an unexpected error was not logged")
	}
	if r.Name() != "test" || r.TypeDescription() != "*v1.ConfigMap" {
		t.Errorf("name %q, type %q", r.Name(), r.TypeDescription())
	}
}

// bookmarkingStore hears of bookmarks and resourceVersion moves.
type bookmarkingStore struct {
	*recordingStore
	bookmarks []string
	versions  []string
}

func (s *bookmarkingStore) Bookmark(rv string) error {
	s.bookmarks = append(s.bookmarks, rv)
	if rv == "bad" {
		return errors.New("bad bookmark")
	}
	return nil
}

func (s *bookmarkingStore) UpdateResourceVersion(rv string) { s.versions = append(s.versions, rv) }

// Stores that implement BookmarkStore or ResourceVersionUpdater are told of
// bookmarks and of every resourceVersion the watch reaches.
func TestReflectorTellsStoresOfBookmarks(t *testing.T) {
	w := closedWatch(
		watch.Event{Type: watch.Added, Object: newCM("", "a", "2")},
		watch.Event{Type: watch.Bookmark, Object: newBookmark("3", nil)},
		watch.Event{Type: watch.Bookmark, Object: newBookmark("bad", nil)},
		statusEvent(apierrors.NewResourceExpired("old")),
	)
	lw := &fakeLW{listFn: staticList("1"), watchFn: (&watchQueue{watchers: []watch.Interface{w}}).next}
	store := &bookmarkingStore{recordingStore: newRecordingStore()}
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{})
	var logs logCapture
	if err := r.ListAndWatch(logs.context(context.Background())); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(store.bookmarks, []string{"3", "bad"}) || !slices.Equal(store.versions, []string{"2", "3", "bad"}) {
		t.Errorf("bookmarks %q, versions %q", store.bookmarks, store.versions)
	}
	if !logs.contains("bad bookmark") {
		t.Error("a failing Bookmark was not logged")
	}
}
