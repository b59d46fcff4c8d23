package validation

import "testing"

// testdata/opaquetype marks types +k8s:opaqueType (a struct, a typedef of
// a struct, a named list): their fields' tags make no calls, a type with
// a validation of its own has a function with only that; a named list
// still iterates as its eachVal says. testdata/want/opaquetype.txt is
// upstream's output for it (hack/validation-goldens.sh opaquetype).
func TestOpaqueTypesAreUpstreams(t *testing.T) { matchesGolden(t, "opaquetype") }
