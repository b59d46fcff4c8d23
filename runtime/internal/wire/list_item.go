package wire

import (
	"fmt"
	"strings"
)

// itemKindOf is the kind a list of listKind holds ("Foo" for "FooList"), or
// "" when listKind does not say.
func itemKindOf(listKind string) string {
	itemKind, isList := strings.CutSuffix(listKind, "List")
	if !isList {
		return ""
	}
	return itemKind
}

// checkItem refuses what no API server sends in a list, which both list
// decoders check alike: an item without a name, or one whose kind is set and
// is not the list's item kind. i and start say where item i began.
func checkItem(obj Object, itemKind string, i int, start int64) error {
	if obj.GetName() == "" {
		return fmt.Errorf("item %d after byte %d has no name", i, start)
	}
	if itemKind != "" {
		if k := obj.GetObjectKind().GroupVersionKind().Kind; k != "" && k != itemKind {
			return fmt.Errorf("item %d after byte %d has kind %q in a list of %q", i, start, k, itemKind)
		}
	}
	return nil
}
