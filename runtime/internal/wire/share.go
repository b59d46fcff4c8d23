package wire

import (
	"encoding/binary"
	"slices"
	"sync"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Limits of the informer's share table (see ShareTable). A collection's
// objects mostly carry a handful of distinct label and annotation sets and,
// when written by the same manager in the same second, the same managed
// fields. Larger or unusual ones are left alone: they rarely repeat.
const (
	// maxShareMapEntries and maxShareMapBytes bound the maps shared.
	maxShareMapEntries = 32
	maxShareMapBytes   = 2 << 10
	// maxShareFieldsBytes bounds the managed-fields lists shared (their
	// documents included, which the intern table shares already).
	maxShareFieldsBytes = 8 << 10
	// maxShareTableBytes bounds each of the two tables, counted as the
	// keys plus an estimate of the value's own size.
	maxShareTableBytes = 1 << 20
)

// ShareTable makes the cached objects of an informer share equal label and
// annotation maps and equal managed-fields lists. An empty Go map that
// holds a few entries costs some 300 bytes, and the two maps were about
// half the heap of a cached custom resource, while most objects of a
// collection carry one of a few label sets.
//
// Sharing is only sound for what nobody may change in place any more: the
// informer's reflector applies it after the transform (which owns the
// decoded object and may edit its maps), to objects bound for the cache,
// whose objects are read-only for everyone (client-go's contract; DeepCopy
// copies maps and slices, so a copy is never shared). Shared lists have
// their capacity cut to their length, so that appending to one copies it.
//
// Locking: mu guards everything below it and is a leaf lock; only this
// file's code runs under it (the object's accessors are called outside it).
type ShareTable struct {
	mu     sync.Mutex
	maps   boundedTable[map[string]string]
	fields boundedTable[[]metav1.ManagedFieldsEntry]
	// buf and keys are scratch space for building a lookup key.
	buf  []byte
	keys []string
}

func NewShareTable() *ShareTable {
	return &ShareTable{
		maps:   newBoundedTable[map[string]string](maxShareTableBytes),
		fields: newBoundedTable[[]metav1.ManagedFieldsEntry](maxShareTableBytes),
	}
}

// unstructuredContent is implemented by unstructured objects, whose
// accessors hand out copies: sharing those would only cost time.
type unstructuredContent interface {
	UnstructuredContent() map[string]any
}

// Share replaces obj's labels, annotations and managed fields by shared
// equal copies when the table has them, and offers them to the table
// otherwise. Values are unchanged: only the memory they live in is.
func (t *ShareTable) Share(obj Object) {
	if t == nil {
		return
	}
	if _, isUnstructured := obj.(unstructuredContent); isUnstructured {
		return
	}
	labels, annotations, managed := obj.GetLabels(), obj.GetAnnotations(), obj.GetManagedFields()
	t.mu.Lock()
	sharedLabels := t.shareMapLocked(labels)
	sharedAnnotations := t.shareMapLocked(annotations)
	sharedManaged := t.shareFieldsLocked(managed)
	t.mu.Unlock()
	if sharedLabels != nil {
		obj.SetLabels(sharedLabels)
	}
	if sharedAnnotations != nil {
		obj.SetAnnotations(sharedAnnotations)
	}
	if sharedManaged != nil {
		obj.SetManagedFields(sharedManaged)
	}
}

// shareMapLocked returns the shared map equal to m, or nil when m is to be
// kept (it is empty, too large, or now the shared copy itself).
func (t *ShareTable) shareMapLocked(m map[string]string) map[string]string {
	if len(m) == 0 || len(m) > maxShareMapEntries {
		return nil
	}
	size := 0
	t.keys = t.keys[:0]
	for k, v := range m {
		size += len(k) + len(v)
		t.keys = append(t.keys, k)
	}
	if size > maxShareMapBytes {
		return nil
	}
	// Sorted keys with length-prefixed strings: equal maps, and only they,
	// give equal bytes.
	slices.Sort(t.keys)
	b := t.buf[:0]
	for _, k := range t.keys {
		b = appendSized(b, k)
		b = appendSized(b, m[k])
	}
	t.buf = b
	clear(t.keys) // keep no strings alive
	if shared, ok := t.maps.get(string(b)); ok {
		return shared
	}
	// m becomes the shared copy; its own size is roughly a map header and
	// a group of slots per eight entries.
	t.maps.put(string(b), m, len(b)+48+(len(m)+7)/8*264)
	return nil
}

// shareFieldsLocked returns the shared list equal to managed, or nil when
// managed is to be kept.
func (t *ShareTable) shareFieldsLocked(managed []metav1.ManagedFieldsEntry) []metav1.ManagedFieldsEntry {
	if len(managed) == 0 {
		return nil
	}
	b := t.buf[:0]
	for i := range managed {
		e := &managed[i]
		b = appendSized(b, e.Manager)
		b = appendSized(b, string(e.Operation))
		b = appendSized(b, e.APIVersion)
		b = appendSized(b, e.FieldsType)
		b = appendSized(b, e.Subresource)
		if e.Time == nil {
			b = append(b, 0)
		} else {
			// The instant and the location, so that the shared time prints
			// and compares as the object's own did.
			b = append(b, 1)
			b = binary.AppendVarint(b, e.Time.Unix())
			b = binary.AppendVarint(b, int64(e.Time.Nanosecond()))
			b = appendSized(b, e.Time.Location().String())
		}
		if e.FieldsV1 == nil {
			b = append(b, 0)
		} else {
			b = append(b, 1)
			b = appendSized(b, string(e.FieldsV1.Raw))
		}
		if len(b) > maxShareFieldsBytes {
			t.buf = b[:0]
			return nil
		}
	}
	t.buf = b
	if shared, ok := t.fields.get(string(b)); ok {
		return shared
	}
	clipped := slices.Clip(managed)
	t.fields.put(string(b), clipped, 2*len(b))
	if cap(managed) != len(managed) {
		return clipped
	}
	return nil
}

// appendSized appends s after its length.
func appendSized(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}
