package validation

import "testing"

// testdata/aliasfield declares fields through Go type aliases (of a
// string, a list, a struct; behind pointers, in lists and maps): the
// output names the aliased types, and uint8 as byte, as upstream's loader
// sees them;
// testdata/want/aliasfield.txt is upstream's output for it
// (hack/validation-goldens.sh aliasfield).
func TestAliasesArePrintedAsUpstream(t *testing.T) { matchesGolden(t, "aliasfield") }
