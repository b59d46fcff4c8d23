package wire

import (
	"sync"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/kubegen/kubegen/runtime/internal/strcache"
)

// Limits of the intern table. Strings longer than maxInternLen are rarely
// shared (last-applied-configuration, certificates) and only grow the table.
// Each table is capped by the bytes it holds, not by its entries: when one
// more entry would pass the cap the table is dropped and started afresh
// (its memory given back, not cleared for reuse), so a stream of unique
// label values (hashes, ids) cannot grow it without bound, while the strings
// already handed out stay shared.
const (
	maxInternLen = 128
	// maxInternBytes bounds the metadata strings of one table.
	maxInternBytes = 2 << 20
	// maxInternFields bounds the managed-fields documents that are shared;
	// objects written by the same manager in the same shape (most of a
	// collection) carry identical ones, a few hundred bytes each.
	maxInternFields = 4096
	// maxInternFieldsBytes bounds the managed-fields table: at least 512
	// documents of the largest size kept.
	maxInternFieldsBytes = 2 << 20
	// internEntryOverhead approximates what a map entry costs beyond its
	// content: the key's and the value's headers and the map's own slots.
	internEntryOverhead = 64
)

// InternTable makes equal strings of many objects share one copy: the
// namespace, apiVersion and kind of 20,000 objects of a collection, and most
// of their label and annotation keys and values, are a handful of distinct
// strings. One table belongs to one ListerWatcher; it is safe for concurrent
// use, because a relist can overlap the end of a watch.
//
// Managed-fields documents (FieldsV1) are shared the same way. Objects from
// an informer's cache must not be modified in place (DeepCopy copies them),
// and a shared document's capacity is cut to its length, so that appending
// to one copies it.
//
// Locking: mu guards the three tables and is a leaf lock. Only this
// package's code runs under it: the object's accessors are called outside
// it, and the walk over an object's own fields uses reflection alone.
type InternTable struct {
	mu      sync.Mutex
	strings boundedTable[string]
	fields  boundedTable[[]byte]
	// short holds the strings of objects' own fields (intern_fields.go).
	short boundedTable[string]
}

func NewInternTable() *InternTable {
	return &InternTable{
		strings: newBoundedTable[string](maxInternBytes),
		fields:  newBoundedTable[[]byte](maxInternFieldsBytes),
		short:   newBoundedTable[string](maxFieldInternBytes),
	}
}

// internFieldsLocked returns the shared copy of a managed-fields document;
// t.mu is held.
func (t *InternTable) internFieldsLocked(b []byte) []byte {
	if len(b) == 0 || len(b) > maxInternFields {
		return b
	}
	if shared, ok := t.fields.get(string(b)); ok {
		return shared
	}
	b = b[:len(b):len(b)]
	t.fields.put(string(b), b, 2*len(b)) // the key is a copy
	return b
}

// intern returns the table's copy of s, adding s when it is new.
func (t *InternTable) intern(s string) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.internLocked(s)
}

// internLocked is intern with t.mu held.
func (t *InternTable) internLocked(s string) string {
	if s == "" || len(s) > maxInternLen {
		return s
	}
	if shared, ok := t.strings.get(s); ok {
		return shared
	}
	t.strings.put(s, s, len(s)) // key and value share their bytes
	return s
}

// internMap replaces m's keys and values by their shared copies, in place;
// t.mu is held.
// Assigning to an existing key of a Go map stores the new key string too, so
// no new map is allocated.
func (t *InternTable) internMap(m map[string]string) {
	for k, v := range m {
		m[t.internLocked(k)] = t.internLocked(v)
	}
}

// InternObject shares the strings of obj that repeat across a collection.
// Names, uids and resourceVersions are unique per object and left alone.
// Objects that hand out copies of their metadata (unstructured ones) are
// left as they are, which is harmless. The object's accessors are its type's
// code, so they run before and after the table's lock, not under it.
func InternObject[T Object](t *InternTable, obj T) {
	tm, _ := obj.GetObjectKind().(*metav1.TypeMeta)
	namespace := obj.GetNamespace()
	labels, annotations := obj.GetLabels(), obj.GetAnnotations()
	refs := obj.GetOwnerReferences()
	finalizers := obj.GetFinalizers()
	managed := obj.GetManagedFields()

	// One lock per object, not per string: decoding is one goroutine, and
	// a watch overlapping it is rare.
	t.mu.Lock()
	if tm != nil {
		tm.APIVersion = t.internLocked(tm.APIVersion)
		tm.Kind = t.internLocked(tm.Kind)
	}
	namespace = t.internLocked(namespace)
	t.internMap(labels)
	t.internMap(annotations)
	for i := range refs {
		refs[i].APIVersion = t.internLocked(refs[i].APIVersion)
		refs[i].Kind = t.internLocked(refs[i].Kind)
	}
	for i := range finalizers {
		finalizers[i] = t.internLocked(finalizers[i])
	}
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
	t.mu.Unlock()
	obj.SetNamespace(namespace)
}

// internDecoded is InternObject for an object that a generated decoder made
// with a string cache (strcache.Cache): every string of it up to
// strcache.MaxLen bytes is shared already, so the table only sees the
// longer label and annotation strings and the managed-fields documents.
func internDecoded[T Object](t *InternTable, obj T) {
	labels, annotations := obj.GetLabels(), obj.GetAnnotations()
	managed := obj.GetManagedFields()
	t.mu.Lock()
	t.internLongMap(labels)
	t.internLongMap(annotations)
	for i := range managed {
		if f := managed[i].FieldsV1; f != nil {
			f.Raw = t.internFieldsLocked(f.Raw)
		}
	}
	t.mu.Unlock()
}

// internLongMap is internMap for the entries the string cache left alone.
func (t *InternTable) internLongMap(m map[string]string) {
	for k, v := range m {
		if len(k) > strcache.MaxLen || len(v) > strcache.MaxLen {
			m[t.internLocked(k)] = t.internLocked(v)
		}
	}
}
