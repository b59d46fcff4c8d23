package wire

import (
	"reflect"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

func managedEntry(manager string, sec int64) metav1.ManagedFieldsEntry {
	ts := metav1.NewTime(time.Unix(sec, 0).UTC())
	return metav1.ManagedFieldsEntry{
		Manager: manager, Operation: metav1.ManagedFieldsOperationUpdate, APIVersion: "v1",
		Time: &ts, FieldsType: "FieldsV1", FieldsV1: &metav1.FieldsV1{Raw: []byte(`{"f:data":{}}`)},
	}
}

func TestShareTableSharesEqualMapsAndManagedFields(t *testing.T) {
	table := NewShareTable()
	a := labeled("a", map[string]string{"app": "x", "tier": "web"})
	b := labeled("b", map[string]string{"tier": "web", "app": "x"})
	c := labeled("c", map[string]string{"app": "x", "tier": "db"})
	d := labeled("d", map[string]string{"app": "x", "tier": "web", "extra": ""})
	a.Annotations = map[string]string{"note": "n"}
	b.Annotations = map[string]string{"note": "n"}
	a.ManagedFields = []metav1.ManagedFieldsEntry{managedEntry("m", 100)}
	b.ManagedFields = append(make([]metav1.ManagedFieldsEntry, 0, 4), managedEntry("m", 100))
	c.ManagedFields = []metav1.ManagedFieldsEntry{managedEntry("m", 101)}
	d.ManagedFields = []metav1.ManagedFieldsEntry{managedEntry("other", 100)}
	for _, o := range []*corev1.ConfigMap{a, b, c, d} {
		table.Share(o)
	}
	if !testkit.SameMap(a.Labels, b.Labels) || !testkit.SameMap(a.Annotations, b.Annotations) {
		t.Errorf("equal maps are not shared")
	}
	if testkit.SameMap(a.Labels, c.Labels) || testkit.SameMap(a.Labels, d.Labels) {
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

func labeled(name string, labels map[string]string) *corev1.ConfigMap {
	return &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: name, ResourceVersion: "1", Labels: labels}}
}
