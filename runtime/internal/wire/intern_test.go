package wire

import (
	"reflect"
	goruntime "runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// fresh returns a copy of s in its own memory, as a decoder would.
func fresh(s string) string { return string([]byte(s)) }

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
	table := NewInternTable()
	a, b := objectWithStrings(), objectWithStrings()
	InternObject(table, a)
	InternObject(table, b)
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
		if !testkit.SameMemory(p[0], p[1]) {
			t.Errorf("%s not shared", what)
		}
	}
	keyOf := func(m map[string]string) string {
		for k := range m {
			return k
		}
		return ""
	}
	if !testkit.SameMemory(keyOf(a.Labels), keyOf(b.Labels)) || !testkit.SameMemory(keyOf(a.Annotations), keyOf(b.Annotations)) {
		t.Error("map keys not shared")
	}
	fa, fb := a.ManagedFields[0].FieldsV1.Raw, b.ManagedFields[0].FieldsV1.Raw
	if &fa[0] != &fb[0] || string(fa) != `{"f:data":{}}` {
		t.Error("managed fields not shared")
	}
	if cap(fa) != len(fa) {
		t.Error("a shared managed-fields document can be appended to in place")
	}
	if testkit.SameMemory(a.Name, b.Name) {
		t.Error("names are interned; they are unique per object")
	}
	if a.Labels["app"] != "web" || b.Namespace != "team-a" {
		t.Error("interning changed a value")
	}
}

// Long strings are not kept, and a full table starts afresh instead of
// growing without bound.
func TestInternTableBounds(t *testing.T) {
	table := NewInternTable()
	long := string(make([]byte, maxInternLen+1))
	table.intern(long)
	if len(table.strings.entries) != 0 {
		t.Error("a long string was interned")
	}
	for i := range maxInternBytes / 16 {
		table.intern(internUnique(i, 8))
		if table.strings.bytes > maxInternBytes {
			t.Fatalf("after %d strings the table holds %d bytes, want at most %d", i+1, table.strings.bytes, maxInternBytes)
		}
	}
	if len(table.strings.entries) == 0 {
		t.Error("the table is empty")
	}
	s := fresh("x")
	if got := table.intern(s); !testkit.SameMemory(got, s) || !testkit.SameMemory(table.intern(fresh("x")), s) {
		t.Error("a new string was not interned")
	}
}

// internUnique returns a string of at least n bytes, unique for each i.
func internUnique(i, n int) string {
	s := strconv.Itoa(i)
	return strings.Repeat("x", max(0, n-len(s))) + s
}

// The cap is on bytes: long unique strings or large unique managed-fields
// documents fill a table in far fewer entries than short ones, and the heap
// a table keeps stays near its cap whatever passes through it (before, the
// managed-fields table could keep 65,536 documents of 4 KiB: 256 MiB).
func TestInternTablesAreCappedByBytes(t *testing.T) {
	heapOf := func(fill func(*InternTable)) (table *InternTable, grew int64) {
		var before, after goruntime.MemStats
		goruntime.GC()
		goruntime.ReadMemStats(&before)
		table = NewInternTable()
		fill(table)
		goruntime.GC()
		goruntime.ReadMemStats(&after)
		return table, int64(after.HeapAlloc) - int64(before.HeapAlloc)
	}
	table, grew := heapOf(func(table *InternTable) {
		// Four tables' worth, ending with the fourth nearly full.
		perTable := maxInternBytes / (maxInternLen + internEntryOverhead)
		for i := range 4*perTable - 1 {
			table.intern(internUnique(i, maxInternLen))
		}
	})
	t.Logf("strings: %d entries, %d bytes counted, heap grew %d", len(table.strings.entries), table.strings.bytes, grew)
	if table.strings.bytes > maxInternBytes || table.strings.bytes < maxInternBytes/2 || grew > 2*maxInternBytes {
		t.Errorf("string table: %d bytes counted, heap grew by %d; cap %d", table.strings.bytes, grew, maxInternBytes)
	}
	goruntime.KeepAlive(table)

	table, grew = heapOf(func(table *InternTable) {
		doc := make([]byte, maxInternFields)
		perTable := maxInternFieldsBytes / (2*maxInternFields + internEntryOverhead)
		for i := range 4*perTable - 1 {
			copy(doc, strconv.Itoa(i)+"-") // a fresh, unique document each time
			table.mu.Lock()
			table.internFieldsLocked(slices.Clone(doc))
			table.mu.Unlock()
		}
	})
	t.Logf("managed fields: %d entries, %d bytes counted, heap grew %d", len(table.fields.entries), table.fields.bytes, grew)
	if table.fields.bytes > maxInternFieldsBytes || table.fields.bytes < maxInternFieldsBytes/2 || grew > 2*maxInternFieldsBytes {
		t.Errorf("managed-fields table: %d bytes counted, heap grew by %d; cap %d", table.fields.bytes, grew, maxInternFieldsBytes)
	}
	goruntime.KeepAlive(table)
}

// A full table gets a new map: clearing the old one would keep all the
// buckets it grew.
func TestInternTableStartsAfreshWithANewMap(t *testing.T) {
	table := newBoundedTable[string](10 * (internEntryOverhead + 8))
	table.put("first", "first", 8)
	before := reflect.ValueOf(table.entries).UnsafePointer()
	for i := range 10 {
		s := internUnique(i, 8)
		table.put(s, s, 8)
	}
	if len(table.entries) != 1 || table.bytes != internEntryOverhead+8 {
		t.Errorf("after passing the cap: %d entries, %d bytes; want the last one alone", len(table.entries), table.bytes)
	}
	if reflect.ValueOf(table.entries).UnsafePointer() == before {
		t.Error("the full map was cleared and kept, not replaced")
	}
}
