package validation

import "testing"

// testdata/forbidden uses +k8s:forbidden on fields of every kind, under
// beta, ifEnabled and ifDisabled; testdata/want/forbidden.txt is
// upstream's output for it (hack/validation-goldens.sh forbidden).
func TestForbiddenIsUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/forbidden", "testdata/want/forbidden.txt")
}

// +k8s:forbidden on a struct value, and outside +k8s:beta in a stable
// package, are errors at their lines, as upstream fails on them.
func TestForbiddenErrorsAtTheirLines(t *testing.T) {
	wantErrorsIn(t, "./testdata/errors/forbidden", []string{
		`types.go:5: tag: Widget.Inner: +k8s:beta: non-pointer structs cannot use the "k8s:forbidden" tag`,
	})
	wantErrorsIn(t, "./testdata/errors/forbiddenstable", []string{
		`types.go:7: lint: type github.com/kubegen/kubegen/generators/validation/testdata/errors/forbiddenstable.Widget: field Name: tag "k8s:forbidden" with stability level "Beta" cannot be used in Stable validation`,
	})
}
