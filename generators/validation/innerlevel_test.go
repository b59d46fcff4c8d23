package validation

import (
	"strings"
	"testing"
)

// +k8s:alpha/beta inside +k8s:eachVal, +k8s:eachKey and +k8s:subfield
// chains under +k8s:validation-gen-nolint: on lists, maps, pointer items,
// with a level around the chain too, a validator without arguments, and a
// subfield member with short-circuits of its own.
func TestInnerLevelsAreUpstreams(t *testing.T) { matchesGolden(t, "vlevels") }

// A level inside a chain whose validator takes no arguments is lost, as
// upstream loses it: a warning at the tag, and at no other.
func TestLostInnerLevelWarns(t *testing.T) {
	for dir, want := range map[string]string{
		"vlevels":      "types.go:29: warning: tag: Inner.Names: +k8s:eachVal: the +k8s:alpha inside the chain is lost",
		"optionlevels": "types.go:13: warning: tag: Levels.Name: +k8s:ifDisabled: the +k8s:alpha inside the chain is lost",
	} {
		out, err := generateOutput(t, Gen{ReadOnlyPkgs: readonly}, "./testdata/"+dir)
		if err != nil {
			t.Fatal(err)
		}
		warnings := out.Warnings.Error()
		if len(out.Warnings) != 1 || !strings.Contains(warnings, want) {
			t.Errorf("%s: want the one warning %q, got %d:\n%s", dir, want, len(out.Warnings), warnings)
		}
	}
}
