package runtime

import (
	"context"
	"reflect"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func sameMap(a, b map[string]string) bool {
	return reflect.ValueOf(a).UnsafePointer() == reflect.ValueOf(b).UnsafePointer()
}

func managedEntry(manager string, sec int64) metav1.ManagedFieldsEntry {
	ts := metav1.NewTime(time.Unix(sec, 0).UTC())
	return metav1.ManagedFieldsEntry{
		Manager: manager, Operation: metav1.ManagedFieldsOperationUpdate, APIVersion: "v1",
		Time: &ts, FieldsType: "FieldsV1", FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:data":{}}`)},
	}
}

func TestShareTableSharesEqualMapsAndManagedFields(t *testing.T) {
	table := newShareTable()
	a := cmap("a", "1", "app", "x", "tier", "web")
	b := cmap("b", "1", "tier", "web", "app", "x")
	c := cmap("c", "1", "app", "x", "tier", "db")
	d := cmap("d", "1", "app", "x", "tier", "web", "extra", "")
	a.Annotations = map[string]string{"note": "n"}
	b.Annotations = map[string]string{"note": "n"}
	a.ManagedFields = []metav1.ManagedFieldsEntry{managedEntry("m", 100)}
	b.ManagedFields = append(make([]metav1.ManagedFieldsEntry, 0, 4), managedEntry("m", 100))
	c.ManagedFields = []metav1.ManagedFieldsEntry{managedEntry("m", 101)}
	d.ManagedFields = []metav1.ManagedFieldsEntry{managedEntry("other", 100)}
	for _, o := range []*corev1.ConfigMap{a, b, c, d} {
		table.share(o)
	}
	if !sameMap(a.Labels, b.Labels) || !sameMap(a.Annotations, b.Annotations) {
		t.Errorf("equal maps are not shared")
	}
	if sameMap(a.Labels, c.Labels) || sameMap(a.Labels, d.Labels) {
		t.Errorf("different maps are shared")
	}
	if want := map[string]string{"app": "x", "tier": "web"}; !reflect.DeepEqual(b.Labels, want) {
		t.Errorf("b's labels are %v, want %v", b.Labels, want)
	}
	if &a.ManagedFields[0] != &b.ManagedFields[0] {
		t.Errorf("equal managed fields are not shared")
	}
	if cap(b.ManagedFields) != 1 {
		t.Errorf("a shared managed-fields list has capacity %d, want its length 1", cap(b.ManagedFields))
	}
	if &a.ManagedFields[0] == &c.ManagedFields[0] || &a.ManagedFields[0] == &d.ManagedFields[0] {
		t.Errorf("managed fields of other times or managers are shared")
	}
}

// The transform owns the decoded object: it may edit its maps in place, so
// sharing must come after it, or one object's edit would show in another.
func TestInformerSharesMapsOnlyAfterTheTransform(t *testing.T) {
	srv := newFakeServer(
		cmap("a", "1", "app", "x", "drop", "me"),
		cmap("b", "1", "app", "x", "drop", "me"),
		cmap("c", "1", "app", "x", "drop", "me"),
	)
	inf := NewSharedIndexInformer[*corev1.ConfigMap](srv, InformerOptions[*corev1.ConfigMap]{})
	if err := inf.SetTypedTransform(func(o *corev1.ConfigMap) (*corev1.ConfigMap, error) {
		if o.Name == "b" {
			delete(o.Labels, "drop")
		}
		return o, nil
	}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go inf.RunWithContext(ctx)
	infEventually(t, inf.HasSynced, func() string { return "not synced" })
	get := func(name string) *corev1.ConfigMap {
		o, ok := inf.Indexer().Lookup("ns/" + name)
		if !ok {
			t.Fatalf("ns/%s is not cached", name)
		}
		return o
	}
	a, b, c := get("a"), get("b"), get("c")
	if len(a.Labels) != 2 || len(c.Labels) != 2 || len(b.Labels) != 1 {
		t.Fatalf("labels a=%v b=%v c=%v; the transform's edit of b leaked", a.Labels, b.Labels, c.Labels)
	}
	if !sameMap(a.Labels, c.Labels) {
		t.Errorf("the cache does not share a's and c's equal labels")
	}
	// A watched object shares with the listed ones too.
	d := srv.create(cmap("d", "", "app", "x", "drop", "me"))
	infEventually(t, func() bool { _, ok := inf.Indexer().Lookup("ns/d"); return ok }, func() string { return "d not cached" })
	if got := get(d.Name); !sameMap(got.Labels, a.Labels) {
		t.Errorf("a watched object does not share the listed objects' labels")
	}
}
