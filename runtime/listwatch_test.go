package runtime

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/util/flowcontrol"
	"k8s.io/utils/ptr"

	"github.com/kubegen/kubegen/runtime/decode"
	"github.com/kubegen/kubegen/runtime/internal/testkit"
	"github.com/kubegen/kubegen/runtime/internal/wire"
)

// fakeAPIServer serves configmaps in namespace "ns" the way an API server
// does over JSON: paged lists with continue tokens, watches as streams of
// events, and errors as Status bodies. Tests set its fields to misbehave.
type fakeAPIServer struct {
	t     *testing.T
	items []corev1.ConfigMap
	rv    string
	// listError, when set, is written instead of a list.
	listError *metav1.Status
	// rawList, when set, is written as the list body.
	rawList string
	// events are streamed to the first watch, which then ends.
	events []watch.Event
	// rawWatch, when set, is written as the first watch's body instead.
	rawWatch string

	mu       sync.Mutex
	watches  int
	requests []url.Values
	accepts  []string
}

func (s *fakeAPIServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/api/v1/namespaces/ns/configmaps" {
		http.NotFound(w, r)
		return
	}
	q := r.URL.Query()
	s.mu.Lock()
	s.requests = append(s.requests, q)
	s.accepts = append(s.accepts, r.Header.Get("Accept"))
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	if q.Get("watch") == "true" {
		s.mu.Lock()
		s.watches++
		first := s.watches == 1
		s.mu.Unlock()
		if !first {
			// Later watches stay open, quiet, until the client leaves.
			w.(http.Flusher).Flush()
			<-r.Context().Done()
			return
		}
		s.serveWatch(w)
		return
	}
	switch {
	case s.listError != nil:
		status := *s.listError
		status.APIVersion, status.Kind = "v1", "Status"
		w.WriteHeader(int(status.Code))
		_ = json.NewEncoder(w).Encode(status)
	case s.rawList != "":
		_, _ = w.Write([]byte(s.rawList))
	default:
		start, _ := strconv.Atoi(q.Get("continue"))
		end := len(s.items)
		if limit, _ := strconv.Atoi(q.Get("limit")); limit > 0 && start+limit < end {
			end = start + limit
		}
		list := corev1.ConfigMapList{TypeMeta: metav1.TypeMeta{Kind: "ConfigMapList", APIVersion: "v1"}, ListMeta: metav1.ListMeta{ResourceVersion: s.rv}, Items: s.items[start:end]}
		if end < len(s.items) {
			list.Continue = strconv.Itoa(end)
		}
		_ = json.NewEncoder(w).Encode(list)
	}
}

func (s *fakeAPIServer) serveWatch(w http.ResponseWriter) {
	if s.rawWatch != "" {
		_, _ = w.Write([]byte(s.rawWatch))
		return
	}
	enc := json.NewEncoder(w)
	for _, e := range s.events {
		raw, err := json.Marshal(e.Object)
		if err != nil {
			s.t.Error(err)
			return
		}
		_ = enc.Encode(metav1.WatchEvent{Type: string(e.Type), Object: kruntime.RawExtension{Raw: raw}})
		w.(http.Flusher).Flush()
	}
}

func (s *fakeAPIServer) queries() []url.Values {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]url.Values(nil), s.requests...)
}

func startAPIServer(t *testing.T, s *fakeAPIServer) rest.Interface {
	t.Helper()
	s.t = t
	srv := httptest.NewServer(s)
	t.Cleanup(srv.Close)
	client, err := rest.RESTClientFor(&rest.Config{
		Host:        srv.URL,
		APIPath:     "/api",
		RateLimiter: flowcontrol.NewFakeAlwaysRateLimiter(),
		ContentConfig: rest.ContentConfig{
			GroupVersion:         &corev1.SchemeGroupVersion,
			NegotiatedSerializer: scheme.Codecs.WithoutConversion(),
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return client
}

func typedCM(ns, name, rv string) *corev1.ConfigMap {
	obj := newCM(ns, name, rv)
	obj.APIVersion, obj.Kind = "v1", "ConfigMap"
	obj.Labels = map[string]string{"app": "web"}
	return obj
}

// A reflector on the REST ListerWatcher pages through a real HTTP list,
// decoding items straight from the body, then watches with the options
// docs/runtime.md R14 asks for; repeated strings end up shared.
func TestRESTListWatchWithReflector(t *testing.T) {
	api := &fakeAPIServer{rv: "100", events: []watch.Event{
		{Type: watch.Added, Object: typedCM("ns", "d", "101")},
		{Type: watch.Modified, Object: typedCM("ns", "a", "102")},
		{Type: watch.Bookmark, Object: &corev1.ConfigMap{TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"}, ObjectMeta: metav1.ObjectMeta{ResourceVersion: "103"}}},
	}}
	for _, name := range []string{"a", "b", "c"} {
		api.items = append(api.items, *typedCM("ns", name, "99"))
	}
	client := startAPIServer(t, api)
	lw := NewRESTListWatch(client, "configmaps", "ns", newConfigMap, func(o *metav1.ListOptions) { o.LabelSelector = "app=web" })
	store := newRecordingStore()
	r := NewReflector(lw, ReflectorStore[cm](store), ReflectorOptions[cm]{PageSize: 2, UseWatchList: ptr.To(false)})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { r.Run(ctx); close(done) }()
	eventually(t, "the second watch", func() bool { return len(api.queries()) >= 4 })
	cancel()
	<-done

	wantLog(t, store, "replace [a b c]@100", "add ns/d@101", "update ns/a@102")
	q := api.queries()
	for i, want := range []string{
		"labelSelector=app%3Dweb&limit=2&resourceVersion=0",
		"continue=2&labelSelector=app%3Dweb&limit=2",
		"allowWatchBookmarks=true&labelSelector=app%3Dweb&resourceVersion=100&timeoutSeconds=",
		"allowWatchBookmarks=true&labelSelector=app%3Dweb&resourceVersion=103&timeoutSeconds=",
	} {
		if got := q[i].Encode(); !strings.HasPrefix(got, want) && !strings.HasPrefix(strings.Replace(got, "&watch=true", "", 1), want) {
			t.Errorf("request %d: %s, want %s…", i, got, want)
		}
	}
	if api.accepts[0] != "application/json" {
		t.Errorf("list Accept %q, want application/json", api.accepts[0])
	}
	store.mu.Lock()
	a, b, c, d := store.objects["ns/a"], store.objects["ns/b"], store.objects["ns/c"], store.objects["ns/d"]
	store.mu.Unlock()
	if !testkit.SameMemory(b.Namespace, c.Namespace) || !testkit.SameMemory(b.Labels["app"], c.Labels["app"]) || !testkit.SameMemory(b.Kind, c.Kind) || !testkit.SameMemory(b.APIVersion, c.APIVersion) {
		t.Error("namespace, labels or kind not shared between listed objects")
	}
	// The client's watch decoder clears kinds, as client-go's does.
	if !testkit.SameMemory(a.Namespace, b.Namespace) || !testkit.SameMemory(b.Namespace, d.Namespace) || !testkit.SameMemory(a.Labels["app"], d.Labels["app"]) || !testkit.SameMemory(b.Labels["app"], d.Labels["app"]) {
		t.Error("namespace or labels not shared between listed and watched objects")
	}
}

// Every REST ListerWatcher reports the whole list metadata the reflector
// and the shard ListerWatcher read, with or without a generated decoder: a
// sharded list's ShardInfo once got lost on the generated decoder's path,
// so shard membership went unconfirmed there.
func TestRESTListWatchReportsTheListMetadata(t *testing.T) {
	body := `{"kind":"ConfigMapList","apiVersion":"v1","metadata":{"resourceVersion":"7","continue":"c2","remainingItemCount":3,` +
		`"shardInfo":{"selector":"shardRange(object.metadata.uid, '0x0', '0x8')"}},"items":[{"metadata":{"name":"a","namespace":"ns"}}]}`
	rest := int64(3)
	want := ListPage{ResourceVersion: "7", Continue: "c2", RemainingItemCount: &rest, ShardInfo: &metav1.ShardInfo{Selector: "shardRange(object.metadata.uid, '0x0', '0x8')"}}
	for _, tc := range []struct {
		name string
		dec  decode.ObjectDecoder[cm]
	}{{"reflective", nil}, {"generated decoder", reflectDecoder}} {
		t.Run(tc.name, func(t *testing.T) {
			client := startAPIServer(t, &fakeAPIServer{rawList: body})
			lw := NewRESTListWatchWithDecoder(client, "configmaps", "ns", newConfigMap, nil, tc.dec)
			var names []string
			page, err := lw.List(context.Background(), metav1.ListOptions{}, func(o cm) error { names = append(names, o.Name); return nil })
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(page, want) || !slices.Equal(names, []string{"a"}) {
				t.Errorf("page %+v with items %v, want %+v with [a]", page, names, want)
			}
		})
	}
}

// Failed lists are API errors, decoded from the Status body, so the
// reflector can tell 410 and 429; a bad body is a clear error.
func TestRESTListWatchListErrors(t *testing.T) {
	for _, tc := range []struct {
		name  string
		api   *fakeAPIServer
		check func(error) bool
	}{
		{"410", &fakeAPIServer{listError: &apierrors.NewResourceExpired("too old").ErrStatus}, isExpiredError},
		{"too large", &fakeAPIServer{listError: func() *metav1.Status {
			err := apierrors.NewTimeoutError("Too large resource version", 1)
			err.ErrStatus.Details.Causes = []metav1.StatusCause{{Type: metav1.CauseTypeResourceVersionTooLarge}}
			return &err.ErrStatus
		}()}, isTooLargeResourceVersionError},
		{"429", &fakeAPIServer{listError: &apierrors.NewTooManyRequests("busy", 0).ErrStatus}, apierrors.IsTooManyRequests},
		{"forbidden", &fakeAPIServer{listError: &apierrors.NewForbidden(corev1.Resource("configmaps"), "", fmt.Errorf("no")).ErrStatus}, apierrors.IsForbidden},
		{"malformed", &fakeAPIServer{rawList: `{"kind":"ConfigMapList","items":[{"metadata":{"name":"a"}},{"metadata":`}, func(err error) bool {
			return strings.Contains(err.Error(), "listing configmaps: item 1 after byte") && strings.Contains(err.Error(), "unexpected end")
		}},
		{"wrong kind", &fakeAPIServer{rawList: `{"kind":"ConfigMapList","items":[{"kind":"Secret","metadata":{"name":"a"}}]}`}, func(err error) bool {
			return strings.Contains(err.Error(), `has kind "Secret"`)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := startAPIServer(t, tc.api)
			lw := NewRESTListWatch(client, "configmaps", "ns", newConfigMap, nil)
			_, err := lw.List(context.Background(), metav1.ListOptions{}, func(cm) error { return nil })
			if err == nil || !tc.check(err) {
				t.Errorf("List error %v (%T)", err, err)
			}
		})
	}
}

// The watch passes streaming-list options through, and ERROR events arrive
// as Status objects that the reflector turns into API errors.
func TestRESTListWatchWatch(t *testing.T) {
	api := &fakeAPIServer{events: []watch.Event{
		{Type: watch.Added, Object: typedCM("ns", "a", "5")},
		{Type: watch.Error, Object: &metav1.Status{TypeMeta: metav1.TypeMeta{Kind: "Status", APIVersion: "v1"}, Status: metav1.StatusFailure, Code: 410, Reason: metav1.StatusReasonExpired, Message: "too old"}},
	}}
	client := startAPIServer(t, api)
	lw := NewRESTListWatch(client, "configmaps", "ns", newConfigMap, nil)
	w, err := lw.Watch(context.Background(), streamOpts("7"))
	if err != nil {
		t.Fatal(err)
	}
	defer w.Stop()
	first := <-w.ResultChan()
	if obj, ok := first.Object.(cm); !ok || first.Type != watch.Added || obj.Name != "a" {
		t.Fatalf("first event %v %T", first.Type, first.Object)
	}
	second := <-w.ResultChan()
	if second.Type != watch.Error || !isExpiredError(apierrors.FromObject(second.Object)) {
		t.Fatalf("second event %v %#v", second.Type, second.Object)
	}
	if _, open := <-w.ResultChan(); open {
		t.Error("the watch stayed open after the stream ended")
	}
	q := api.queries()[0]
	if q.Get("sendInitialEvents") != "true" || q.Get("resourceVersionMatch") != "NotOlderThan" || q.Get("allowWatchBookmarks") != "true" || q.Get("resourceVersion") != "7" || q.Get("timeoutSeconds") != "300" {
		t.Errorf("watch query %s", q.Encode())
	}

	// Stop ends the forwarding goroutine even while nobody reads.
	inner := watch.NewFakeWithChanSize(1, false)
	inner.Add(newCM("", "x", "1"))
	iw := newInterningWatch[cm](inner, wire.NewInternTable())
	time.Sleep(10 * time.Millisecond)
	iw.Stop()
	iw.Stop()
	for range iw.ResultChan() {
	}
	if !inner.IsStopped() {
		t.Error("Stop did not stop the inner watch")
	}
}

// docs/runtime.md R21: items from a function ListerWatcher are copied out of the
// list, so the list's item array can be freed while the store holds them.
func TestListWatchFromFuncsDoesNotKeepListAlive(t *testing.T) {
	freed := make(chan struct{}, 1)
	lw := NewListWatchFromFuncs[cm](func(_ context.Context, opts metav1.ListOptions) (*corev1.ConfigMapList, error) {
		list := &corev1.ConfigMapList{ListMeta: metav1.ListMeta{ResourceVersion: "7"}, Items: make([]corev1.ConfigMap, 64)}
		for i := range list.Items {
			list.Items[i].Name = fmt.Sprintf("cm-%d", i)
			list.Items[i].Data = map[string]string{"i": strconv.Itoa(i)}
		}
		runtime.AddCleanup(&list.Items[0], func(ch chan struct{}) {
			select {
			case ch <- struct{}{}:
			default:
			}
		}, freed)
		return list, nil
	}, func(context.Context, metav1.ListOptions) (watch.Interface, error) { return watch.NewFake(), nil })
	store := newRecordingStore()
	r, _ := newTestReflector(lw, store, ReflectorOptions[cm]{})
	if err := r.list(context.Background()); err != nil {
		t.Fatal(err)
	}
	deadline := testkit.GiveUp(t)
	for waiting := true; waiting; {
		runtime.GC()
		select {
		case <-freed:
			waiting = false
		case <-deadline:
			t.Fatal("the list's item array is still alive while the store holds its items")
		case <-time.After(10 * time.Millisecond):
		}
	}
	store.mu.Lock()
	defer store.mu.Unlock()
	if len(store.objects) != 64 || store.objects["/cm-63"].Data["i"] != "63" {
		t.Errorf("store holds %d objects after the list was freed", len(store.objects))
	}
	if page, err := lw.List(context.Background(), metav1.ListOptions{}, func(cm) error { return nil }); err != nil || page.ResourceVersion != "7" {
		t.Errorf("page %+v, %v", page, err)
	}
}

// Items that are not T are an error, and so is a list function's error.
func TestListWatchFromFuncsErrors(t *testing.T) {
	lw := NewListWatchFromFuncs[*corev1.Secret](func(context.Context, metav1.ListOptions) (*corev1.ConfigMapList, error) {
		return &corev1.ConfigMapList{Items: make([]corev1.ConfigMap, 1)}, nil
	}, nil)
	_, err := lw.List(context.Background(), metav1.ListOptions{}, func(*corev1.Secret) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "want *v1.Secret") {
		t.Errorf("List of the wrong type: %v", err)
	}
	failing := NewListWatchFromFuncs[cm](func(context.Context, metav1.ListOptions) (*corev1.ConfigMapList, error) {
		return nil, apierrors.NewResourceExpired("old")
	}, nil)
	if _, err := failing.List(context.Background(), metav1.ListOptions{}, nil); !isExpiredError(err) {
		t.Errorf("List error %v, want the function's", err)
	}
}

// A streaming list over HTTP: the initial events and the bookmark that ends
// them, decoded by the client, fill the store in one Replace without a LIST.
func TestRESTListWatchStreamingList(t *testing.T) {
	end := &corev1.ConfigMap{TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"}, ObjectMeta: metav1.ObjectMeta{
		ResourceVersion: "20", Annotations: map[string]string{metav1.InitialEventsAnnotationKey: "true"},
	}}
	api := &fakeAPIServer{events: []watch.Event{
		{Type: watch.Added, Object: typedCM("ns", "a", "11")},
		{Type: watch.Added, Object: typedCM("ns", "b", "12")},
		{Type: watch.Bookmark, Object: end},
		{Type: watch.Added, Object: typedCM("ns", "c", "21")},
	}}
	client := startAPIServer(t, api)
	store := newRecordingStore()
	r := NewReflector(NewRESTListWatch(client, "configmaps", "ns", newConfigMap, nil), ReflectorStore[cm](store), ReflectorOptions[cm]{UseWatchList: ptr.To(true)})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { r.Run(ctx); close(done) }()
	eventually(t, "the watch after the stream", func() bool { return len(api.queries()) == 2 })
	cancel()
	<-done
	wantLog(t, store, "replace [a b]@20", "add ns/c@21")
	q := api.queries()
	if q[0].Get("sendInitialEvents") != "true" || q[1].Get("resourceVersion") != "21" || q[1].Get("sendInitialEvents") != "" {
		t.Errorf("requests %v", q)
	}
}

// BenchmarkRESTList lists 20,000 configmaps over HTTP: streamed item by item
// into the store's objects, against client-go's way (the whole body read,
// decoded as a list, items copied out).
func BenchmarkRESTList(b *testing.B) {
	const n = 20_000
	items := make([]corev1.ConfigMap, n)
	for i := range items {
		items[i] = testkit.ConfigMap(i)
	}
	body := testkit.EncodeList(b, metav1.ListMeta{ResourceVersion: "1"}, items...)
	items = nil
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write(body)
	}))
	defer srv.Close()
	client, err := rest.RESTClientFor(&rest.Config{
		Host: srv.URL, APIPath: "/api", RateLimiter: flowcontrol.NewFakeAlwaysRateLimiter(),
		ContentConfig: rest.ContentConfig{GroupVersion: &corev1.SchemeGroupVersion, NegotiatedSerializer: scheme.Codecs.WithoutConversion()},
	})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("streaming", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(body)))
		lw := NewRESTListWatch(client, "configmaps", "ns", newConfigMap, nil)
		for b.Loop() {
			held := make([]cm, 0, n)
			if _, err := lw.List(context.Background(), metav1.ListOptions{}, func(obj cm) error { held = append(held, obj); return nil }); err != nil || len(held) != n {
				b.Fatal(err, len(held))
			}
		}
	})
	b.Run("client-go", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(body)))
		for b.Loop() {
			var list corev1.ConfigMapList
			if err := client.Get().Namespace("ns").Resource("configmaps").Do(context.Background()).Into(&list); err != nil {
				b.Fatal(err)
			}
			held := make([]cm, 0, n)
			for i := range list.Items {
				obj := list.Items[i]
				held = append(held, &obj)
			}
		}
	})
}
