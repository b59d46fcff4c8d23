package runtime

import (
	"testing"
	"unsafe"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// fresh returns a copy of s in its own memory, as a decoder would.
func fresh(s string) string { return string([]byte(s)) }

func sameMemory(a, b string) bool { return unsafe.StringData(a) == unsafe.StringData(b) }

func objectWithStrings() *corev1.ConfigMap {
	return &corev1.ConfigMap{
		TypeMeta: metav1.TypeMeta{APIVersion: fresh("v1"), Kind: fresh("ConfigMap")},
		ObjectMeta: metav1.ObjectMeta{
			Name: fresh("unique"), Namespace: fresh("team-a"),
			Labels:          map[string]string{fresh("app"): fresh("web")},
			Annotations:     map[string]string{fresh("note"): fresh("hello")},
			OwnerReferences: []metav1.OwnerReference{{APIVersion: fresh("apps/v1"), Kind: fresh("ReplicaSet"), Name: fresh("rs")}},
			Finalizers:      []string{fresh("example.com/cleanup")},
			ManagedFields: []metav1.ManagedFieldsEntry{{
				Manager: fresh("kubectl"), Operation: metav1.ManagedFieldsOperationType(fresh("Update")), APIVersion: fresh("v1"),
				FieldsV1: &metav1.FieldsV1{Raw: append(make([]byte, 0, 64), `{"f:data":{}}`...)},
			}},
		},
	}
}

// Repeated strings of two objects end up sharing memory; unique ones are
// left alone.
func TestInternObjectSharesRepeatedStrings(t *testing.T) {
	table := newInternTable()
	a, b := objectWithStrings(), objectWithStrings()
	internObject(table, a)
	internObject(table, b)
	pairs := map[string][2]string{
		"apiVersion": {a.APIVersion, b.APIVersion},
		"kind":       {a.Kind, b.Kind},
		"namespace":  {a.Namespace, b.Namespace},
		"owner kind": {a.OwnerReferences[0].Kind, b.OwnerReferences[0].Kind},
		"owner api":  {a.OwnerReferences[0].APIVersion, b.OwnerReferences[0].APIVersion},
		"finalizer":  {a.Finalizers[0], b.Finalizers[0]},
		"manager":    {a.ManagedFields[0].Manager, b.ManagedFields[0].Manager},
		"label":      {a.Labels["app"], b.Labels["app"]},
		"annotation": {a.Annotations["note"], b.Annotations["note"]},
	}
	for what, p := range pairs {
		if !sameMemory(p[0], p[1]) {
			t.Errorf("%s not shared", what)
		}
	}
	keyOf := func(m map[string]string) string {
		for k := range m {
			return k
		}
		return ""
	}
	if !sameMemory(keyOf(a.Labels), keyOf(b.Labels)) || !sameMemory(keyOf(a.Annotations), keyOf(b.Annotations)) {
		t.Error("map keys not shared")
	}
	fa, fb := a.ManagedFields[0].FieldsV1.Raw, b.ManagedFields[0].FieldsV1.Raw
	if &fa[0] != &fb[0] || string(fa) != `{"f:data":{}}` {
		t.Error("managed fields not shared")
	}
	if cap(fa) != len(fa) {
		t.Error("a shared managed-fields document can be appended to in place")
	}
	if sameMemory(a.Name, b.Name) {
		t.Error("names are interned; they are unique per object")
	}
	if a.Labels["app"] != "web" || b.Namespace != "team-a" {
		t.Error("interning changed a value")
	}
}

// Long strings are not kept, and a full table starts afresh instead of
// growing without bound.
func TestInternTableBounds(t *testing.T) {
	table := newInternTable()
	long := string(make([]byte, maxInternLen+1))
	table.intern(long)
	if len(table.strings) != 0 {
		t.Error("a long string was interned")
	}
	for i := range maxInternEntries + 10 {
		table.intern(itoa(i))
	}
	if n := len(table.strings); n > maxInternEntries || n == 0 {
		t.Errorf("table holds %d strings, want (0, %d]", n, maxInternEntries)
	}
	s := fresh("x")
	if got := table.intern(s); !sameMemory(got, s) || !sameMemory(table.intern(fresh("x")), s) {
		t.Error("a new string was not interned")
	}
}
