package runtime

import (
	"context"
	"slices"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	kruntime "k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"
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
