package validation

import "testing"

// testdata/subfield uses +k8s:subfield over validators with arguments
// (limits, formats), over eachVal/eachKey with their own, under and over
// the stability levels, on fields, pointers and a type;
// testdata/want/subfield.txt is upstream's output for it
// (hack/validation-goldens.sh subfield).
func TestSubfieldsAreUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/subfield", "testdata/want/subfield.txt")
}
