package validation

import "testing"

// +k8s:ifEnabled/ifDisabled around the tags whose calls are made once all
// of a field's or struct's tags are read (update, listType, unique,
// eachVal/eachKey, subfield, union members, ifMode), nested options and
// levels before them: testdata/voptions against upstream's output
// (hack/validation-goldens.sh voptions).
func TestWrappedPlaceholdersAreUpstreams(t *testing.T) { matchesGolden(t, "voptions") }
