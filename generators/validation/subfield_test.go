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

// testdata/subfieldmember names fields with validation tags of their own:
// their short-circuits join the first subfield tag naming each, as no
// errors; testdata/want/subfieldmember.txt is upstream's output for it
// (hack/validation-goldens.sh subfieldmember).
func TestSubfieldMembersAreUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/subfieldmember", "testdata/want/subfieldmember.txt")
}

// testdata/subfieldkinds uses +k8s:subfield over the alpha and beta
// validators, immutable and forbidden, and names a member of an enum
// type; testdata/want/subfieldkinds.txt is upstream's output for it
// (hack/validation-goldens.sh subfieldkinds).
func TestSubfieldKindsAreUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/subfieldkinds", "testdata/want/subfieldkinds.txt")
}

// testdata/subfieldlist gives subfields list semantics (listType,
// listMapKey, unique, item, eachVal matching by them);
// testdata/want/subfieldlist.txt is upstream's output for it
// (hack/validation-goldens.sh subfieldlist).
func TestSubfieldListsAreUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/subfieldlist", "testdata/want/subfieldlist.txt")
}
