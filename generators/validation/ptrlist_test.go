package validation

import "testing"

// Lists of pointers ([]*T): checked for nil items before anything else,
// each item validated through the pointer iterators, with list-level,
// per-item and the item type's validations, nested.
func TestPointerListsAreUpstreams(t *testing.T) { matchesGolden(t, "ptrlist") }
