package validation

import "testing"

// testdata/vsubfield uses +k8s:subfield under +k8s:item and +k8s:eachVal
// (the member's short-circuits taken once per item), on an opaque field
// and an opaque type, and names members whose maxProperties,
// minProperties and update tags short-circuit;
// testdata/want/vsubfield.txt is upstream's output for it
// (hack/validation-goldens.sh vsubfield).
func TestNestedSubfieldsAreUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/vsubfield", "testdata/want/vsubfield.txt")
}

// testdata/vsubfieldnolint writes levels inside subfields' chains, which
// upstream generates with its lint off: the mark goes on the innermost
// call; testdata/want/vsubfieldnolint.txt is upstream's output for it
// (hack/validation-goldens.sh vsubfieldnolint).
func TestLevelsInsideSubfieldsAreUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/vsubfieldnolint", "testdata/want/vsubfieldnolint.txt")
}
