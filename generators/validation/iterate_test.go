package validation

import "testing"

// testdata/viter has named list and map types whose elements and keys
// have validations (structs, formats, minimums, enums, nested lists, with
// and without tags of their own, opaque ones, +k8s:eachVal/eachKey on the
// type or on a field of it), and unnamed maps with validated keys; testdata/want/viter.txt is upstream's output for it
// (hack/validation-goldens.sh viter).
func TestNamedIterationIsUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/viter", "testdata/want/viter.txt")
}
