package wire

import (
	"reflect"
	"slices"
	"sync"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Limits for the strings of an object's own fields (spec and status).
// Short ones are mostly enum-like (a phase, a colour, a tag) and repeat
// across a collection; the rest (hosts, hashes) may all differ, so they get
// a small table of their own that is dropped when full: unique values can
// neither grow it past a few tens of kilobytes nor push the metadata
// strings out of the main table.
const (
	maxFieldInternLen = 32
	// maxFieldInternBytes holds about a thousand short strings.
	maxFieldInternBytes = 96 << 10
)

// fieldPlan lists where the exported string and []string fields of a struct
// type are, following nested structs by value only (no pointers, maps or
// slices of structs), so that walking an object allocates nothing and never
// meets a nil. TypeMeta and ObjectMeta are left to InternObject.
type fieldPlan struct {
	strings [][]int
	lists   [][]int
}

// fieldPlans caches one plan per struct type (reflect.Type to *fieldPlan);
// a program has a handful of object types. A plan is never changed once
// stored, so readers share it without a lock; two goroutines that build the
// same plan at once keep the first one stored.
var fieldPlans sync.Map

var metaTypes = map[reflect.Type]bool{
	reflect.TypeFor[metav1.TypeMeta]():   true,
	reflect.TypeFor[metav1.ObjectMeta](): true,
}

func planFor(t reflect.Type) *fieldPlan {
	if p, ok := fieldPlans.Load(t); ok {
		return p.(*fieldPlan)
	}
	p := &fieldPlan{}
	p.walk(t, nil)
	actual, _ := fieldPlans.LoadOrStore(t, p)
	return actual.(*fieldPlan)
}

func (p *fieldPlan) walk(t reflect.Type, prefix []int) {
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		// Clipped, so that sibling paths never share a backing array.
		path := append(slices.Clip(prefix), i)
		switch k := f.Type.Kind(); {
		case k == reflect.String:
			p.strings = append(p.strings, path)
		case k == reflect.Slice && f.Type.Elem().Kind() == reflect.String:
			p.lists = append(p.lists, path)
		case k == reflect.Struct && !metaTypes[f.Type]:
			p.walk(f.Type, path)
		}
	}
}

// internFieldsOfLocked shares the short strings of obj's own fields, when
// obj is a pointer to a struct; t.mu is held. The values stay equal, so
// nothing a reader can observe changes but the memory they live in.
func (t *InternTable) internFieldsOfLocked(obj any) {
	v := reflect.ValueOf(obj)
	if v.Kind() != reflect.Pointer || v.IsNil() || v.Elem().Kind() != reflect.Struct {
		return
	}
	v = v.Elem()
	p := planFor(v.Type())
	for _, path := range p.strings {
		t.internValueLocked(v.FieldByIndex(path))
	}
	for _, path := range p.lists {
		list := v.FieldByIndex(path)
		for i := range list.Len() {
			t.internValueLocked(list.Index(i))
		}
	}
}

// internValueLocked replaces the string in f, a settable string value, by
// its shared copy from the small table.
func (t *InternTable) internValueLocked(f reflect.Value) {
	s := f.String()
	if s == "" || len(s) > maxFieldInternLen || !f.CanSet() {
		return
	}
	shared, ok := t.short.get(s)
	if !ok {
		t.short.put(s, s, len(s))
		return
	}
	f.SetString(shared)
}
