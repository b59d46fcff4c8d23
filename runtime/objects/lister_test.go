package objects

import (
	"errors"
	kgruntime "github.com/kubegen/kubegen/runtime"
	"slices"
	"testing"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/listers"
	"k8s.io/client-go/tools/cache"
)

// ListerFor over a client-go indexer must answer exactly what
// client-go's generic lister answers, the one generated listers used to
// embed for such indexers.
func TestListerForClientGoIndexerMatchesGenericLister(t *testing.T) {
	resource := schema.GroupResource{Group: "g", Resource: "things"}
	for name, indexers := range map[string]cache.Indexers{
		"namespace index": {cache.NamespaceIndex: cache.MetaNamespaceIndexFunc},
		"no index":        nil,
	} {
		t.Run(name, func(t *testing.T) {
			indexer := cache.NewIndexer(cache.MetaNamespaceKeyFunc, indexers)
			for _, o := range []*metav1.PartialObjectMetadata{
				partial("a", "one", map[string]string{"app": "x"}), partial("a", "two", nil),
				partial("b", "one", map[string]string{"app": "x"}), partial("", "top", map[string]string{"app": "x"}),
			} {
				if err := indexer.Add(o); err != nil {
					t.Fatal(err)
				}
			}
			ours := ListerFor(indexer, resource)
			if _, ok := ours.source.(indexerSource); !ok {
				t.Fatal("ListerFor took a client-go indexer for the runtime's")
			}
			theirs := listers.New[*metav1.PartialObjectMetadata](indexer, resource)
			keys := func(objs []*metav1.PartialObjectMetadata) []string {
				var out []string
				for _, o := range objs {
					out = append(out, o.Namespace+"/"+o.Name)
				}
				slices.Sort(out)
				return out
			}
			for _, sel := range []labels.Selector{labels.Everything(), labels.SelectorFromSet(labels.Set{"app": "x"}), labels.Nothing()} {
				got, err := ours.List(sel)
				want, werr := theirs.List(sel)
				if g, w := keys(As[*metav1.PartialObjectMetadata](got)), keys(want); !slices.Equal(g, w) || err != werr {
					t.Errorf("List(%v) = %v, %v; client-go %v, %v", sel, g, err, w, werr)
				}
				for _, ns := range []string{"a", "b", "c", ""} {
					got, err := ours.ListNamespace(ns, sel)
					want, werr := listers.NewNamespaced(theirs, ns).List(sel)
					if g, w := keys(As[*metav1.PartialObjectMetadata](got)), keys(want); !slices.Equal(g, w) || err != werr {
						t.Errorf("ListNamespace(%q, %v) = %v, %v; client-go %v, %v", ns, sel, g, err, w, werr)
					}
				}
			}
			for _, c := range []struct{ ns, name string }{{"a", "one"}, {"b", "two"}, {"", "top"}, {"", "one"}} {
				got, err := ours.GetNamespaced(c.ns, c.name)
				want, werr := listers.NewNamespaced(theirs, c.ns).Get(c.name)
				if !sameGet(got, err, want, werr) {
					t.Errorf("GetNamespaced(%q, %q) = %v, %v; client-go %v, %v", c.ns, c.name, got, err, want, werr)
				}
			}
			for _, n := range []string{"top", "one"} {
				got, err := ours.Get(n)
				want, werr := theirs.Get(n)
				if !sameGet(got, err, want, werr) {
					t.Errorf("Get(%q) = %v, %v; client-go %v, %v", n, got, err, want, werr)
				}
			}
		})
	}
}

// sameGet compares a Get of ours with client-go's: the same object, or
// errors with the same text and NotFound-ness.
func sameGet(got kgruntime.Object, err error, want *metav1.PartialObjectMetadata, werr error) bool {
	if err != nil || werr != nil {
		return err != nil && werr != nil && err.Error() == werr.Error() && apierrors.IsNotFound(err) == apierrors.IsNotFound(werr)
	}
	return got == kgruntime.Object(want)
}

// A client-go indexer whose GetByKey fails passes the error through.
func TestListerForClientGoIndexerGetError(t *testing.T) {
	boom := errors.New("boom")
	l := ListerFor(failingIndexer{cache.NewIndexer(cache.MetaNamespaceKeyFunc, nil), boom}, schema.GroupResource{Resource: "things"})
	if _, err := l.GetNamespaced("a", "b"); !errors.Is(err, boom) {
		t.Errorf("GetNamespaced error %v, want %v", err, boom)
	}
	if _, err := l.Get("b"); !errors.Is(err, boom) {
		t.Errorf("Get error %v, want %v", err, boom)
	}
}

type failingIndexer struct {
	cache.Indexer
	err error
}

func (f failingIndexer) GetByKey(string) (any, bool, error) { return nil, false, f.err }
