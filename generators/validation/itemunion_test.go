package validation

import "testing"

// testdata/itemunion has union members under +k8s:item (certificates/v1's
// conditions, and a named union beside an item validation);
// testdata/want/itemunion.txt is upstream's output for it, made in a copy
// of this module (hack/validation-goldens.sh).
func TestItemUnionsAreUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/itemunion", "testdata/want/itemunion.txt")
}

// Union members under +k8s:item in testdata/errors/itemunion that upstream
// fails on are errors at their tags.
func TestItemUnionErrorsAtTheirLines(t *testing.T) {
	wantErrors(t, readonly, "./testdata/errors/itemunion", []string{
		"types.go:8: tag: Widget.IntKey: +k8s:item: a list-item union member's selection can only compare strings",
		`types.go:14: tag: Widget.Twice: +k8s:item: list-item union member "twice[{\"name\": \"a\"}]" already exists`,
	})
}
