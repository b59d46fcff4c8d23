package validation

import "testing"

// testdata/minlengthzero writes +k8s:minLength=0 and a negative limit on
// fields, under +k8s:alpha and subfield, and on a type: no call, no
// function for the type, and no requiredness lint for a field of it;
// testdata/want/minlengthzero.txt is upstream's output for it
// (hack/validation-goldens.sh minlengthzero). Under eachVal/eachKey it
// is an error (TestErrorsAtTheLineToFix).
func TestMinLengthZeroIsUpstreams(t *testing.T) { matchesGolden(t, "minlengthzero") }
