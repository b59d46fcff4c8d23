package validation

import "testing"

// Lists of pointers ([]*T), named or not: checked for nil items first,
// each item validated through the pointer iterators, with list-level,
// per-item and the item type's validations, nested.
func TestPointerListsAreUpstreams(t *testing.T) { matchesGolden(t, "ptrlist") }

// Without field tags (the lint off): an unnamed list of pointers whose item
// type has validations is iterated without the nil check, a field of a
// named list type with validations of its own gets it.
func TestUntaggedPointerListsAreUpstreams(t *testing.T) { matchesGolden(t, "ptrlistnolint") }
