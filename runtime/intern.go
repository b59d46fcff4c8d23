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
	// maxInternFields bounds the managed-fields documents that are shared;
	// objects written by the same manager in the same shape (most of a
	// collection) carry identical ones, a few hundred bytes each.
	maxInternFields = 4096
)

// internTable makes equal strings of many objects share one copy: the
// namespace, apiVersion and kind of 20,000 objects of a collection, and most
// of their label and annotation keys and values, are a handful of distinct
// strings. One table belongs to one ListerWatcher; it is safe for concurrent
// use, because a relist can overlap the end of a watch.
//
// Managed-fields documents (FieldsV1) are shared the same way. Objects from
// an informer's cache must not be modified in place (DeepCopy copies them),
// and a shared document's capacity is cut to its length, so that appending
// to one copies it.
type internTable struct {
	mu      sync.Mutex
	strings map[string]string
	fields  map[string][]byte
	// short holds the strings of objects' own fields (intern_fields.go).
	short map[string]string
}

func newInternTable() *internTable {
	return &internTable{strings: make(map[string]string), fields: make(map[string][]byte), short: make(map[string]string)}
}

// internFieldsLocked returns the shared copy of a managed-fields document;
// t.mu is held.
func (t *internTable) internFieldsLocked(b []byte) []byte {
	if len(b) == 0 || len(b) > maxInternFields {
		return b
	}
	if shared, ok := t.fields[string(b)]; ok {
		return shared
	}
	if len(t.fields) >= maxInternEntries {
		clear(t.fields)
	}
	b = b[:len(b):len(b)]
	t.fields[string(b)] = b
	return b
}

// intern returns the table's copy of s, adding s when it is new.
func (t *internTable) intern(s string) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.internLocked(s)
}

// internLocked is intern with t.mu held.
func (t *internTable) internLocked(s string) string {
	if s == "" || len(s) > maxInternLen {
		return s
	}
	if shared, ok := t.strings[s]; ok {
		return shared
	}
	if len(t.strings) >= maxInternEntries {
		clear(t.strings)
	}
	t.strings[s] = s
	return s
}

// internMap replaces m's keys and values by their shared copies, in place;
// t.mu is held.
// Assigning to an existing key of a Go map stores the new key string too, so
// no new map is allocated.
func (t *internTable) internMap(m map[string]string) {
	for k, v := range m {
		m[t.internLocked(k)] = t.internLocked(v)
	}
}

// internObject shares the strings of obj that repeat across a collection.
// Names, uids and resourceVersions are unique per object and left alone.
// Objects that hand out copies of their metadata (unstructured ones) are
// left as they are, which is harmless.
func internObject[T Object](t *internTable, obj T) {
	// One lock per object, not per string: decoding is one goroutine, and
	// a watch overlapping it is rare.
	t.mu.Lock()
	defer t.mu.Unlock()
	if tm, ok := obj.GetObjectKind().(*metav1.TypeMeta); ok {
		tm.APIVersion = t.internLocked(tm.APIVersion)
		tm.Kind = t.internLocked(tm.Kind)
	}
	obj.SetNamespace(t.internLocked(obj.GetNamespace()))
	t.internMap(obj.GetLabels())
	t.internMap(obj.GetAnnotations())
	refs := obj.GetOwnerReferences()
	for i := range refs {
		refs[i].APIVersion = t.internLocked(refs[i].APIVersion)
		refs[i].Kind = t.internLocked(refs[i].Kind)
	}
	finalizers := obj.GetFinalizers()
	for i := range finalizers {
		finalizers[i] = t.internLocked(finalizers[i])
	}
	managed := obj.GetManagedFields()
	for i := range managed {
		e := &managed[i]
		e.Manager = t.internLocked(e.Manager)
		e.Operation = metav1.ManagedFieldsOperationType(t.internLocked(string(e.Operation)))
		e.APIVersion = t.internLocked(e.APIVersion)
		e.FieldsType = t.internLocked(e.FieldsType)
		e.Subresource = t.internLocked(e.Subresource)
		if e.FieldsV1 != nil {
			e.FieldsV1.Raw = t.internFieldsLocked(e.FieldsV1.Raw)
		}
	}
	t.internFieldsOfLocked(obj)
}
