package runtime

import (
	"slices"
	"sync/atomic"
	"testing"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	corelisters "k8s.io/client-go/listers/core/v1"
	"k8s.io/client-go/tools/cache"
)

// labelCountingCM counts the reads of its labels.
type labelCountingCM struct {
	corev1.ConfigMap
	reads *atomic.Int32
}

func (c *labelCountingCM) GetLabels() map[string]string {
	c.reads.Add(1)
	return c.ConfigMap.GetLabels()
}

var stConfigMaps = schema.GroupResource{Resource: "configmaps"}

func stNames[T Object](objs []T) []string {
	var out []string
	for _, o := range objs {
		out = append(out, o.GetNamespace()+"/"+o.GetName())
	}
	slices.Sort(out)
	return out
}

func TestListerListEverythingReadsNoLabels(t *testing.T) {
	var reads atomic.Int32
	indexer := NewIndexer[*labelCountingCM](nil, cache.TypedIndexers[*labelCountingCM]{
		NamespaceIndex: MetaNamespaceIndex[*labelCountingCM],
	})
	for _, o := range []*corev1.ConfigMap{
		storeCM("ns1", "a", "1", "app", "x"),
		storeCM("ns1", "b", "1", "app", "y"),
		storeCM("ns2", "c", "1", "app", "x"),
	} {
		stMust(t, indexer.Put(&labelCountingCM{ConfigMap: *o, reads: &reads}))
	}
	lister := NewLister(indexer, stConfigMaps)

	all, err := lister.List(labels.Everything())
	stMust(t, err)
	nilSel, err := lister.List(nil)
	stMust(t, err)
	inNS, err := lister.Namespace("ns1").List(labels.Everything())
	stMust(t, err)
	none, err := lister.List(labels.Nothing())
	stMust(t, err)
	noneInNS, err := lister.Namespace("ns1").List(labels.Nothing())
	stMust(t, err)
	if n := reads.Load(); n != 0 {
		t.Errorf("listing everything or nothing read labels %d times", n)
	}
	if len(none)+len(noneInNS) != 0 {
		t.Errorf("labels.Nothing() matched %v %v", stNames(none), stNames(noneInNS))
	}
	if len(all) != 3 || len(nilSel) != 3 || !slices.Equal(stNames(inNS), []string{"ns1/a", "ns1/b"}) {
		t.Errorf("List(Everything) = %v, List(nil) = %v, ns1 = %v", stNames(all), stNames(nilSel), stNames(inNS))
	}

	sel := labels.SelectorFromSet(labels.Set{"app": "x"})
	matched, err := lister.List(sel)
	stMust(t, err)
	if !slices.Equal(stNames(matched), []string{"ns1/a", "ns2/c"}) {
		t.Errorf("List(app=x) = %v", stNames(matched))
	}
	matched, err = lister.Namespace("ns1").List(sel)
	stMust(t, err)
	if !slices.Equal(stNames(matched), []string{"ns1/a"}) {
		t.Errorf("ns1 List(app=x) = %v", stNames(matched))
	}
}

func TestListerNamespacedListUsesTheNamespaceIndex(t *testing.T) {
	// This "namespace" index files objects under their "home" label, so
	// results that follow the label prove the index was read.
	byHome := func(o storeObj) ([]string, error) { return []string{o.Labels["home"]}, nil }
	indexed := NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{NamespaceIndex: byHome})
	plain := NewIndexer[storeObj](nil, nil)
	for _, o := range []storeObj{
		storeCM("ns1", "a", "1", "home", "ns2"),
		storeCM("ns2", "b", "1", "home", "ns2"),
		storeCM("ns3", "c", "1", "home", "ns1"),
	} {
		stMust(t, indexed.Put(o))
		stMust(t, plain.Put(o))
	}
	got, err := NewLister(indexed, stConfigMaps).Namespace("ns2").List(labels.Everything())
	stMust(t, err)
	if !slices.Equal(stNames(got), []string{"ns1/a", "ns2/b"}) {
		t.Errorf("namespaced List did not go through the index: %v", stNames(got))
	}
	// Without the index, the namespace is read from each object.
	got, err = NewLister(plain, stConfigMaps).Namespace("ns2").List(labels.Everything())
	stMust(t, err)
	if !slices.Equal(stNames(got), []string{"ns2/b"}) {
		t.Errorf("namespaced List without an index = %v", stNames(got))
	}
	got, err = NewLister(plain, stConfigMaps).Namespace(metav1.NamespaceAll).List(labels.Everything())
	stMust(t, err)
	if len(got) != 3 {
		t.Errorf("List of all namespaces = %v", stNames(got))
	}
}

func TestListerGet(t *testing.T) {
	indexer := newTestIndexer()
	stMust(t, indexer.Put(storeCM("ns", "a", "1")))
	stMust(t, indexer.Put(storeCM("", "cluster", "1")))
	resource := schema.GroupResource{Group: "example.com", Resource: "widgets"}
	lister := NewLister(indexer, resource)

	if got, err := lister.Namespace("ns").Get("a"); err != nil || got.Name != "a" {
		t.Errorf("Namespace(ns).Get(a) = %v, %v", got, err)
	}
	if got, err := lister.Get("cluster"); err != nil || got.Name != "cluster" {
		t.Errorf("Get(cluster) = %v, %v", got, err)
	}
	for what, get := range map[string]func() (storeObj, error){
		"namespaced": func() (storeObj, error) { return lister.Namespace("other").Get("a") },
		"cluster":    func() (storeObj, error) { return lister.Get("a") },
	} {
		obj, err := get()
		if obj != nil || !apierrors.IsNotFound(err) {
			t.Errorf("%s Get of a missing object = %v, %v; want a NotFound error", what, obj, err)
			continue
		}
		details := err.(apierrors.APIStatus).Status().Details
		if details.Name != "a" || details.Group != "example.com" || details.Kind != "widgets" {
			t.Errorf("%s NotFound names %+v; want widgets.example.com \"a\"", what, details)
		}
	}
}

// Upstream-generated listers (here client-go's own ConfigMap lister) run on
// the Indexer unchanged, and their namespaced List goes through its index.
func TestListerClientGoGeneratedListerUsesTheIndexer(t *testing.T) {
	byHome := func(o storeObj) ([]string, error) { return []string{o.Labels["home"]}, nil }
	indexer := NewIndexer[storeObj](nil, cache.TypedIndexers[storeObj]{NamespaceIndex: byHome})
	stMust(t, indexer.Put(storeCM("ns1", "a", "1", "home", "ns2", "app", "x")))
	stMust(t, indexer.Put(storeCM("ns2", "b", "1", "home", "ns2")))
	stMust(t, indexer.Put(storeCM("ns2", "c", "1", "home", "ns1")))

	upstream := corelisters.NewConfigMapLister(indexer)
	got, err := upstream.ConfigMaps("ns2").List(labels.Everything())
	stMust(t, err)
	if !slices.Equal(stNames(got), []string{"ns1/a", "ns2/b"}) {
		t.Errorf("upstream namespaced List = %v; want what the index holds for ns2", stNames(got))
	}
	if obj, err := upstream.ConfigMaps("ns2").Get("b"); err != nil || obj.Name != "b" {
		t.Errorf("upstream Get = %v, %v", obj, err)
	}
	if _, err := upstream.ConfigMaps("ns2").Get("zz"); !apierrors.IsNotFound(err) {
		t.Errorf("upstream Get of a missing object = %v; want NotFound", err)
	}
	all, err := upstream.List(labels.SelectorFromSet(labels.Set{"app": "x"}))
	stMust(t, err)
	if !slices.Equal(stNames(all), []string{"ns1/a"}) {
		t.Errorf("upstream List(app=x) = %v", stNames(all))
	}
	// Other probes of the untyped Index still need a T.
	if _, err := indexer.Index("other", &metav1.ObjectMeta{Namespace: "ns1"}); err == nil {
		t.Errorf("Index of a non-namespace index accepted an ObjectMeta")
	}
}
