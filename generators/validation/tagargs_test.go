package validation

import "testing"

// A validator tag whose arguments do not follow the tag grammar
// (tags.ReadArgs) is an error at its line saying what to write, as
// upstream fails to parse it, and nothing is written.
func TestMalformedArgsAtTheirLines(t *testing.T) {
	wantErrorsIn(t, "./testdata/errors/tagargs", []string{
		"types.go:7: tag: Widget.Spaced: +k8s:unionMember: unexpected character ' ' in the arguments",
		`types.go:10: tag: Widget.Unclosed: +k8s:zeroOrOneOfMember: the string is not closed; end it with "`,
		"types.go:15: tag: Widget.Mixed: +k8s:item: can't mix named and positional arguments",
		"types.go:18: tag: Widget.Positionals: +k8s:ifEnabled: multiple arguments must use 'name: value' syntax",
		`types.go:21: tag: Widget.Trailing: +k8s:maxLength: unexpected "junk" after the tag's name or arguments`,
		"types.go:26: tag: Widget.ItemUnion: +k8s:item: unexpected character 'x' in the arguments",
	})
}
