package objects

import (
	"context"
	"errors"
	kgruntime "github.com/kubegen/kubegen/runtime"
	"slices"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/watch"
	"k8s.io/client-go/tools/cache"
)

func partial(ns, name string, lbls map[string]string) *metav1.PartialObjectMetadata {
	return &metav1.PartialObjectMetadata{ObjectMeta: metav1.ObjectMeta{Namespace: ns, Name: name, Labels: lbls}}
}

func TestListerOverInformerCache(t *testing.T) {
	inf := NewInformer(NewListWatchFromFuncs(
		func(context.Context, metav1.ListOptions) (*metav1.PartialObjectMetadataList, error) {
			return nil, errors.New("unused")
		},
		func(context.Context, metav1.ListOptions) (watch.Interface, error) { return nil, errors.New("unused") },
		nil,
	), kgruntime.InformerOptions[kgruntime.Object]{Indexers: Indexers(cache.Indexers{"by-app": func(obj any) ([]string, error) {
		return []string{obj.(*metav1.PartialObjectMetadata).Labels["app"]}, nil
	}})})
	for _, o := range []*metav1.PartialObjectMetadata{partial("a", "one", map[string]string{"app": "x"}), partial("a", "two", nil), partial("b", "one", map[string]string{"app": "x"})} {
		if err := inf.GetIndexer().Add(o); err != nil {
			t.Fatal(err)
		}
	}
	resource := schema.GroupResource{Group: "g", Resource: "things"}
	l, ok := NewLister(inf.GetIndexer(), resource)
	if !ok {
		t.Fatalf("NewLister refused the cache of NewInformer (%T)", inf.GetIndexer())
	}
	names := func(objs []*metav1.PartialObjectMetadata) []string {
		var out []string
		for _, o := range objs {
			out = append(out, o.Namespace+"/"+o.Name)
		}
		slices.Sort(out)
		return out
	}
	all, err := l.List(labels.Everything())
	if got := names(As[*metav1.PartialObjectMetadata](all)); err != nil || !slices.Equal(got, []string{"a/one", "a/two", "b/one"}) {
		t.Errorf("List = %v, %v", got, err)
	}
	inA, err := l.ListNamespace("a", labels.SelectorFromSet(labels.Set{"app": "x"}))
	if got := names(As[*metav1.PartialObjectMetadata](inA)); err != nil || !slices.Equal(got, []string{"a/one"}) {
		t.Errorf("ListNamespace(a, app=x) = %v, %v", got, err)
	}
	if obj, err := l.GetNamespaced("b", "one"); err != nil || obj.GetName() != "one" {
		t.Errorf("GetNamespaced(b, one) = %v, %v", obj, err)
	}
	if _, err := l.Get("one"); !apierrors.IsNotFound(err) {
		t.Errorf("Get of a namespaced name without namespace: %v, want NotFound", err)
	}
	byApp, err := inf.GetIndexer().ByIndex("by-app", "x")
	if err != nil || len(byApp) != 2 {
		t.Errorf("ByIndex(by-app, x) = %d objects, %v; want 2", len(byApp), err)
	}
	if _, ok := NewLister(cache.NewIndexer(cache.MetaNamespaceKeyFunc, nil), resource); ok {
		t.Error("NewLister accepted a client-go indexer")
	}
	if As[*metav1.PartialObjectMetadata](nil) != nil {
		t.Error("ObjectsAs(nil) is not nil")
	}
}

func TestObjectListWatchFromFuncsLists(t *testing.T) {
	lw := NewListWatchFromFuncs(
		func(context.Context, metav1.ListOptions) (*metav1.PartialObjectMetadataList, error) {
			return &metav1.PartialObjectMetadataList{ListMeta: metav1.ListMeta{ResourceVersion: "7"},
				Items: []metav1.PartialObjectMetadata{*partial("a", "one", nil), *partial("a", "two", nil)}}, nil
		},
		func(context.Context, metav1.ListOptions) (watch.Interface, error) { return watch.NewEmptyWatch(), nil },
		nil,
	)
	var got []string
	page, err := lw.List(context.Background(), metav1.ListOptions{}, func(o kgruntime.Object) error {
		got = append(got, o.(*metav1.PartialObjectMetadata).Name)
		return nil
	})
	if err != nil || page.ResourceVersion != "7" || !slices.Equal(got, []string{"one", "two"}) {
		t.Errorf("List = %v, %+v, %v", got, page, err)
	}
	failing := NewListWatchFromFuncs(
		func(context.Context, metav1.ListOptions) (*metav1.PartialObjectMetadataList, error) {
			return nil, errors.New("boom")
		},
		func(context.Context, metav1.ListOptions) (watch.Interface, error) { return nil, errors.New("boom") },
		nil,
	)
	if _, err := failing.List(context.Background(), metav1.ListOptions{}, func(kgruntime.Object) error { return nil }); err == nil || err.Error() != "boom" {
		t.Errorf("List of a failing list func: %v, want boom", err)
	}
}
