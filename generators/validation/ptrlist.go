package validation

import (
	"fmt"
	"go/token"
	"go/types"
)

// Lists of pointers ([]*T) are validated as upstream does: their items go
// through the pointer forms of the list validators (EachPtrSliceVal,
// PtrSliceUnique, PtrSliceItem, PtrSliceUpdate), and a field that has
// validations of its own first rejects nil items (PtrSliceNoNils), since
// every later check reads the items.

// ptrItem is the type a list of pointers points its items at, nil when t
// is no list of pointers.
func ptrItem(t types.Type) types.Type {
	s, ok := under(t).(*types.Slice)
	if !ok {
		return nil
	}
	if p, ok := types.Unalias(s.Elem()).(*types.Pointer); ok {
		return p.Elem()
	}
	return nil
}

// sliceFunc is the name of upstream's list validator for a list of t:
// "ValSlice"+what, or "PtrSlice"+what for a list of pointers (e.g.
// "Unique"); the iterator is EachValSliceVal or EachPtrSliceVal.
func sliceFunc(t types.Type, what string) string {
	kind := "Val"
	if ptrItem(t) != nil {
		kind = "Ptr"
	}
	if what == "" {
		return "Each" + kind + "SliceVal"
	}
	return kind + "Slice" + what
}

// withNilCheck puts the nil-item check of a list-of-pointers field before
// its other field-attached calls when it has any, or when the field's
// named list type has validations (propagates): upstream's walk finds
// none on an unnamed list's node, so an unnamed list's validated element
// type alone does not add it.
func withNilCheck(t types.Type, calls []call, propagates bool) []call {
	item := ptrItem(t)
	if item == nil || (len(calls) == 0 && !propagates) {
		return calls
	}
	// It reports nothing upstream declares for the coverage fixtures.
	check := call{pkg: validatePkg, name: "PtrSliceNoNils", shortCircuit: true, silent: true,
		typeArgs: []arg{{render: func(e *emitter) string { return e.typ(item) }}}}
	return append([]call{check}, calls...)
}

// missingItem is the error for a list field whose item type has no node
// (upstream's "not included" error): a list of pointers to a type still
// being walked (Node.children []*Node) is one too, as upstream looks the
// pointer type up among its walked types and finds nothing.
func (w *walker) missingItem(at token.Position, path string, item types.Type) error {
	if _, isPtr := types.Unalias(item).(*types.Pointer); isPtr && w.nodes[typeKey(nonPointer(item))] != nil {
		return &errAt{at, fmt.Sprintf("%s: a list of pointers to %s, a type that reaches this field again: upstream's validation-gen fails on it too (calling the type not included); make it a list of values ([]%s), or add +k8s:eachVal=+k8s:opaqueType to the field to skip its items' validation", path, typeKey(nonPointer(item)), typeKey(nonPointer(item)))}
	}
	return notIncluded(at, path, "value", item, "+k8s:eachVal=+k8s:opaqueType to the field")
}
