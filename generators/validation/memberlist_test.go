package validation

import "testing"

// testdata/vsubrest names subfields whose fields have list tags of their
// own (an eachVal under the subfield matches items by them), union
// members with tags of their own, and a subfield list under
// +k8s:customUnique; testdata/want/vsubrest.txt is upstream's output for
// it (hack/validation-goldens.sh vsubrest).
func TestSubfieldRestIsUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/vsubrest", "testdata/want/vsubrest.txt")
}
