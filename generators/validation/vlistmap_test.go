package validation

import "testing"

// testdata/vlistmap puts +k8s:listType, +k8s:listMapKey, +k8s:unique and
// +k8s:item (unions among them) on named list types, and uses fields of
// them with +k8s:eachVal, +k8s:item and +k8s:update=NoAddItem/NoRemoveItem
// that match items by the type's keys; testdata/want/vlistmap.txt is
// upstream's output for it, made in a copy of this module
// (hack/validation-goldens.sh vlistmap).
func TestNamedListTypeTagsAreUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/vlistmap", "testdata/want/vlistmap.txt")
}
