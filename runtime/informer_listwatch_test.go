package runtime

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// plainLW is a client-go ListerWatcher without the context-aware methods.
type plainLW struct{ c clientGo }

func (p plainLW) List(opts metav1.ListOptions) (kruntime.Object, error) {
	return p.c.ListWithContextFunc(context.Background(), opts)
}
func (p plainLW) Watch(opts metav1.ListOptions) (watch.Interface, error) {
	return p.c.WatchFuncWithContext(context.Background(), opts)
}

// An informer over a client-go ListerWatcher streams its lists unless the
// ListerWatcher says it cannot, as client-go's informer does, and fills the
// cache with copies of the list items.
func TestInformerFromClientGoListerWatcher(t *testing.T) {
	stream := func() (*scriptLW, *watch.FakeWatcher) {
		lw := newScriptLW(false, scriptList{rv: "1", items: []*corev1.ConfigMap{cmap("listed", "1")}})
		w := newWatcher()
		w.Add(cmap("a", "2"))
		w.Action(watch.Bookmark, &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{ResourceVersion: "3",
			Annotations: map[string]string{metav1.InitialEventsAnnotationKey: "true"}}})
		lw.watchers <- w
		return lw, w
	}
	for name, c := range map[string]struct {
		adapt     func(lw *scriptLW) cache.ListerWatcher
		noStream  bool
		wantNames []string
	}{
		"with context": {adapt: func(lw *scriptLW) cache.ListerWatcher { return lw.clientGo() }, wantNames: []string{"a"}},
		"plain":        {adapt: func(lw *scriptLW) cache.ListerWatcher { return plainLW{lw.clientGo()} }, wantNames: []string{"a"}},
		"cannot stream": {adapt: func(lw *scriptLW) cache.ListerWatcher { return lw.clientGo() }, noStream: true,
			wantNames: []string{"a", "listed"}}, // LIST, then the watch's event
	} {
		t.Run(name, func(t *testing.T) {
			lw, _ := stream()
			lw.noStream = c.noStream
			inf := NewSharedIndexInformerFromListerWatcher[*corev1.ConfigMap](c.adapt(lw), InformerOptions[*corev1.ConfigMap]{})
			startInformer(t, inf)
			waitSynced(t, inf.HasSynced)
			infEventually(t, func() bool { return inf.Indexer().Len() == len(c.wantNames) }, func() string { return "cache incomplete" })
			var names []string
			for _, o := range inf.Indexer().Items() {
				names = append(names, o.Name)
			}
			slices.Sort(names)
			if !slices.Equal(names, c.wantNames) {
				t.Errorf("cache holds %q, want %q", names, c.wantNames)
			}
			lists, _ := lw.calls()
			if c.noStream != (len(lists) == 1) {
				t.Errorf("%d LISTs (cannot stream: %v)", len(lists), c.noStream)
			}
		})
	}
}

// A client-go watch error handler receives a *cache.Reflector that
// describes the informer's objects, as client-go's own informer passes.
func TestWatchErrorHandlerGetsAReflector(t *testing.T) {
	failing := func() *cache.ListWatch {
		return &cache.ListWatch{
			ListWithContextFunc: func(context.Context, metav1.ListOptions) (kruntime.Object, error) {
				return nil, errors.New("server on fire")
			},
			WatchFuncWithContext: func(context.Context, metav1.ListOptions) (watch.Interface, error) {
				return nil, errors.New("server on fire")
			},
		}
	}
	for name, inf := range map[string]cache.SharedIndexInformer{
		"client-go": cache.NewSharedIndexInformer(failing(), &corev1.ConfigMap{}, 0, cache.Indexers{}),
		"ours":      NewSharedIndexInformerFromListerWatcher[*corev1.ConfigMap](failing(), InformerOptions[*corev1.ConfigMap]{}),
	} {
		t.Run(name, func(t *testing.T) {
			got := make(chan string, 10)
			if err := inf.SetWatchErrorHandler(func(r *cache.Reflector, err error) {
				cache.DefaultWatchErrorHandler(context.Background(), r, err)
				got <- r.TypeDescription()
			}); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			done := make(chan struct{})
			go func() { defer close(done); inf.RunWithContext(ctx) }()
			defer func() { cancel(); <-done }()
			select {
			case desc := <-got:
				if desc != "*v1.ConfigMap" {
					t.Errorf("reflector describes %q, want *v1.ConfigMap", desc)
				}
			case <-testkit.GiveUp(t):
				t.Fatal("handler not called")
			}
		})
	}
}

// Every ListerWatcher adapter reports the list's whole metadata (one place
// builds the page: listPage), the items as T, and refuses items that are
// not T, naming the item.
func TestListWatchAdaptersReportTheListMetadata(t *testing.T) {
	rest := int64(2)
	shard := &metav1.ShardInfo{Selector: "shardRange(object.metadata.uid, '0x0', '0x8')"}
	list := &corev1.ConfigMapList{
		ListMeta: metav1.ListMeta{ResourceVersion: "5", Continue: "c", RemainingItemCount: &rest, ShardInfo: shard},
		Items:    []corev1.ConfigMap{*cmap("a", "1"), *cmap("b", "2")},
	}
	listFunc := func(context.Context, metav1.ListOptions) (*corev1.ConfigMapList, error) { return list, nil }
	watchFunc := func(context.Context, metav1.ListOptions) (watch.Interface, error) { return watch.NewFake(), nil }
	clientGoLW := &cache.ListWatch{
		ListWithContextFunc:  func(ctx context.Context, o metav1.ListOptions) (kruntime.Object, error) { return listFunc(ctx, o) },
		WatchFuncWithContext: watchFunc,
	}
	want := ListPage{ResourceVersion: "5", Continue: "c", RemainingItemCount: &rest, ShardInfo: shard}
	for name, lw := range map[string]ListerWatcher[*corev1.ConfigMap]{
		"NewListWatchFromFuncs":         NewListWatchFromFuncs[*corev1.ConfigMap](listFunc, watchFunc),
		"AdaptListerWatcher":            AdaptListerWatcher[*corev1.ConfigMap](clientGoLW),
		"AdaptListerWatcherWithContext": AdaptListerWatcherWithContext[*corev1.ConfigMap](clientGoLW),
	} {
		var names []string
		page, err := lw.List(context.Background(), metav1.ListOptions{}, func(o *corev1.ConfigMap) error { names = append(names, o.Name); return nil })
		if err != nil || !reflect.DeepEqual(page, want) || !slices.Equal(names, []string{"a", "b"}) {
			t.Errorf("%s: page %+v with %v (%v), want %+v with [a b]", name, page, names, err, want)
		}
	}
	secrets := AdaptListerWatcherWithContext[*corev1.ConfigMap](&cache.ListWatch{
		ListWithContextFunc: func(context.Context, metav1.ListOptions) (kruntime.Object, error) {
			return &corev1.SecretList{Items: []corev1.Secret{{}}}, nil
		},
	})
	if _, err := secrets.List(context.Background(), metav1.ListOptions{}, func(*corev1.ConfigMap) error { return nil }); err == nil || !strings.Contains(err.Error(), "item 0 of *v1.SecretList is *v1.Secret") {
		t.Errorf("a list of other items: %v", err)
	}
}
