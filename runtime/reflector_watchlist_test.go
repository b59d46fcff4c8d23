package runtime

import (
	"context"
	"errors"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/utils/ptr"
)

func initialEventsEnd(rv, value string) watch.Event {
	return watch.Event{Type: watch.Bookmark, Object: newBookmark(rv, map[string]string{metav1.InitialEventsAnnotationKey: value})}
}

func newBookmark(rv string, annotations map[string]string) cm {
	obj := newCM("", "", rv)
	obj.Annotations = annotations
	return obj
}

func streamOpts(rv string) metav1.ListOptions {
	return metav1.ListOptions{
		ResourceVersion:      rv,
		AllowWatchBookmarks:  true,
		SendInitialEvents:    ptr.To(true),
		ResourceVersionMatch: metav1.ResourceVersionMatchNotOlderThan,
		TimeoutSeconds:       ptr.To[int64](300),
	}
}

// docs/runtime.md R19: a streaming list gathers its initial events, changes among
// them included, through the transform, in a buffer that replaces the store
// once, at the initial-events-end bookmark's resourceVersion; the same watch
// then carries on with changes.
func TestReflectorWatchList(t *testing.T) {
	stream := openWatch(
		watch.Event{Type: watch.Added, Object: newCM("ns", "a", "1")},
		watch.Event{Type: watch.Added, Object: newCM("ns", "b", "2")},
		watch.Event{Type: watch.Modified, Object: newCM("ns", "a", "3")},
		watch.Event{Type: watch.Added, Object: newCM("", "c", "4")},
		watch.Event{Type: watch.Deleted, Object: newCM("ns", "b", "5")},
		initialEventsEnd("6", "false"), // not the end: only "true" is
		watch.Event{Type: watch.Added, Object: newCM("ns", "d", "7")},
		initialEventsEnd("8", "true"),
		watch.Event{Type: watch.Added, Object: newCM("ns", "e", "9")},
	)
	lw := &fakeLW{watchFn: (&watchQueue{watchers: []watch.Interface{stream}}).next}
	store := newRecordingStore()
	transforms := 0
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{
		UseWatchList: ptr.To(true),
		Transform: func(obj cm) (cm, error) {
			transforms++
			obj.Labels = map[string]string{"seen": "yes"}
			return obj, nil
		},
	})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.ListAndWatch(ctx) }()
	eventually(t, "the event after the bookmark", func() bool { return len(store.log()) == 2 })
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	wantLog(t, store, "replace [a c d]@8", "add ns/e@9")
	wantOptions(t, "watches", lw.watchCalls(), []metav1.ListOptions{streamOpts("")})
	if len(lw.listCalls()) != 0 {
		t.Errorf("LIST called during a successful streaming list")
	}
	if transforms != 7 {
		t.Errorf("transform ran %d times, want once per object event (7)", transforms)
	}
	for k, obj := range store.objects {
		if obj.Labels["seen"] != "yes" {
			t.Errorf("%s reached the store untransformed", k)
		}
	}
	if a := store.objects["ns/a"]; a.ResourceVersion != "3" {
		t.Errorf("ns/a at %s, want the update at 3", a.ResourceVersion)
	}
}

// docs/runtime.md R19: any failure of a streaming list falls back to LIST; the
// store sees no initial event before that.
func TestReflectorWatchListFallsBack(t *testing.T) {
	for name, watchFn := range map[string]func(metav1.ListOptions) (watch.Interface, error){
		"refused": func(opts metav1.ListOptions) (watch.Interface, error) {
			if opts.SendInitialEvents != nil {
				return nil, apierrors.NewInvalid(cmKind, "streaming is not allowed", nil)
			}
			return watch.NewFake(), nil
		},
		"error event": (&watchQueue{watchers: []watch.Interface{
			closedWatch(watch.Event{Type: watch.Added, Object: newCM("", "x", "1")}, statusEvent(apierrors.NewBadRequest("no"))),
		}}).next,
	} {
		t.Run(name, func(t *testing.T) {
			lw := &fakeLW{listFn: staticList("5", newCM("", "a", "1")), watchFn: watchFn}
			store := newRecordingStore()
			r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{UseWatchList: ptr.To(true)})
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan error, 1)
			go func() { done <- r.ListAndWatch(ctx) }()
			eventually(t, "the watch after the LIST", func() bool { return len(lw.watchCalls()) == 2 })
			cancel()
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			wantLog(t, store, "replace [a]@5")
			wantOptions(t, "lists", lw.listCalls(), []metav1.ListOptions{{ResourceVersion: "0", Limit: 500}})
			if got := lw.watchCalls()[1]; got.SendInitialEvents != nil || got.ResourceVersion != "5" {
				t.Errorf("watch after the fallback %+v, want a plain watch from 5", got)
			}
		})
	}
}

// docs/runtime.md R31: a stream that ends before the initial-events-end bookmark
// is followed by a new streaming request, not a LIST; what the broken stream
// sent is discarded.
func TestReflectorWatchListInterruptedStreamsAgain(t *testing.T) {
	lw := &fakeLW{
		listFn: staticList("5", newCM("", "listed", "1")),
		watchFn: (&watchQueue{watchers: []watch.Interface{
			closedWatch(watch.Event{Type: watch.Added, Object: newCM("", "x", "1")}),
			openWatch(watch.Event{Type: watch.Added, Object: newCM("", "a", "2")}, initialEventsEnd("7", "true")),
		}}).next,
	}
	store := newRecordingStore()
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{UseWatchList: ptr.To(true)})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.ListAndWatch(ctx) }()
	eventually(t, "the replace", func() bool { return len(store.log()) == 1 })
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	wantLog(t, store, "replace [a]@7")
	wantOptions(t, "watches", lw.watchCalls(), []metav1.ListOptions{streamOpts(""), streamOpts("")})
	if n := len(lw.listCalls()); n != 0 {
		t.Errorf("%d LISTs after an interrupted stream, want none", n)
	}
}

// docs/runtime.md R19 with R15 and R16: an expired resourceVersion restarts the
// stream from the latest state; 429 backs off and streams again.
func TestReflectorWatchListRetries(t *testing.T) {
	calls := 0
	lw := &fakeLW{watchFn: func(opts metav1.ListOptions) (watch.Interface, error) {
		calls++
		switch calls {
		case 1:
			return nil, apierrors.NewResourceExpired("too old")
		case 2:
			return closedWatch(statusEvent(apierrors.NewTooManyRequests("busy", 1))), nil
		}
		return openWatch(watch.Event{Type: watch.Added, Object: newCM("", "a", "11")}, initialEventsEnd("12", "true")), nil
	}}
	store := newRecordingStore()
	r, fc := newTestReflector(lw, store, ReflectorOptions[cm]{UseWatchList: ptr.To(true)})
	r.setLastSyncResourceVersion("10")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- r.ListAndWatch(ctx) }()
	eventually(t, "the backoff timer", fc.HasWaiters)
	fc.Step(800 * time.Millisecond)
	eventually(t, "the replace", func() bool { return len(store.log()) == 1 })
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	wantLog(t, store, "replace [a]@12")
	wantOptions(t, "watches", lw.watchCalls(), []metav1.ListOptions{streamOpts("10"), streamOpts(""), streamOpts("")})
	if r.LastSyncResourceVersion() != "12" || r.relistResourceVersion() != "12" {
		t.Errorf("resourceVersion %q after the stream, want 12", r.LastSyncResourceVersion())
	}
}

// A failing Replace at the end of the stream is an error, and the stream is
// not used.
func TestReflectorWatchListReplaceFails(t *testing.T) {
	stream := openWatch(initialEventsEnd("3", "true"))
	lw := &fakeLW{watchFn: (&watchQueue{watchers: []watch.Interface{stream}}).next}
	r, _ := newTestReflector(lw, failingStore{newRecordingStore()}, ReflectorOptions[cm]{UseWatchList: ptr.To(true)})
	if _, err := r.watchList(context.Background()); err == nil {
		t.Fatal("watchList succeeded with a failing store")
	}
	if !stream.IsStopped() {
		t.Error("the stream was left open")
	}
}

type failingStore struct{ *recordingStore }

func (failingStore) Replace([]cm, string) error { return errors.New("store closed") }

// ListerWatchers that say they cannot stream get LIST by default.
func TestReflectorWatchListDefault(t *testing.T) {
	lw := NewListWatchFromFuncs[cm](func(context.Context, metav1.ListOptions) (*corev1ConfigMapList, error) { return nil, nil }, nil)
	if r := NewReflector(lw, ReflectorStore[cm](newRecordingStore()), ReflectorOptions[cm]{}); r.useWatchList {
		t.Error("a function ListerWatcher streams lists by default")
	}
	if r := NewReflector(lw, ReflectorStore[cm](newRecordingStore()), ReflectorOptions[cm]{UseWatchList: ptr.To(true)}); !r.useWatchList {
		t.Error("UseWatchList=true was not honoured")
	}
}

var cmKind = schema.GroupKind{Kind: "ConfigMap"}

type corev1ConfigMapList = corev1.ConfigMapList
