package runtime

import (
	"sync"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Limits of the intern table. Strings longer than maxInternLen are rarely
// shared (last-applied-configuration, certificates) and only grow the table.
// A table that reaches maxInternEntries is dropped and started afresh, so a
// stream of unique label values (hashes, ids) cannot grow it without bound;
// the strings already handed out stay shared.
const (
	maxInternLen     = 128
	maxInternEntries = 1 << 16
)

// internTable makes equal strings of many objects share one copy: the
// namespace, apiVersion and kind of 20,000 objects of a collection, and most
// of their label and annotation keys and values, are a handful of distinct
// strings. One table belongs to one ListerWatcher; it is safe for concurrent
// use, because a relist can overlap the end of a watch.
type internTable struct {
	mu      sync.Mutex
	strings map[string]string
}

func newInternTable() *internTable {
	return &internTable{strings: make(map[string]string)}
}

// intern returns the table's copy of s, adding s when it is new.
func (t *internTable) intern(s string) string {
	if s == "" || len(s) > maxInternLen {
		return s
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if shared, ok := t.strings[s]; ok {
		return shared
	}
	if len(t.strings) >= maxInternEntries {
		clear(t.strings)
	}
	t.strings[s] = s
	return s
}

// internMap replaces m's keys and values by their shared copies, in place.
// Assigning to an existing key of a Go map stores the new key string too, so
// no new map is allocated.
func (t *internTable) internMap(m map[string]string) {
	for k, v := range m {
		m[t.intern(k)] = t.intern(v)
	}
}

// internObject shares the strings of obj that repeat across a collection.
// Names, uids and resourceVersions are unique per object and left alone.
// Objects that hand out copies of their metadata (unstructured ones) are
// left as they are, which is harmless.
func internObject[T Object](t *internTable, obj T) {
	if tm, ok := obj.GetObjectKind().(*metav1.TypeMeta); ok {
		tm.APIVersion = t.intern(tm.APIVersion)
		tm.Kind = t.intern(tm.Kind)
	}
	obj.SetNamespace(t.intern(obj.GetNamespace()))
	t.internMap(obj.GetLabels())
	t.internMap(obj.GetAnnotations())
	refs := obj.GetOwnerReferences()
	for i := range refs {
		refs[i].APIVersion = t.intern(refs[i].APIVersion)
		refs[i].Kind = t.intern(refs[i].Kind)
	}
	finalizers := obj.GetFinalizers()
	for i := range finalizers {
		finalizers[i] = t.intern(finalizers[i])
	}
	managed := obj.GetManagedFields()
	for i := range managed {
		e := &managed[i]
		e.Manager = t.intern(e.Manager)
		e.Operation = metav1.ManagedFieldsOperationType(t.intern(string(e.Operation)))
		e.APIVersion = t.intern(e.APIVersion)
		e.FieldsType = t.intern(e.FieldsType)
		e.Subresource = t.intern(e.Subresource)
	}
}
