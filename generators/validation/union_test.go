package validation

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// testdata/union has every form of +k8s:unionMember, +k8s:unionDiscriminator
// and +k8s:zeroOrOneOfMember generated, and testdata/union/v1beta1 a union
// with two discriminators (upstream uses the last; ours too, with a
// warning at it). testdata/want/union.txt and union-v1beta1.txt are
// upstream's output, made by hack/validation-goldens.sh in a copy of this
// module (a package's import path is part of the generated names).
func TestUnionsAreUpstreams(t *testing.T) {
	for dir, c := range map[string]struct {
		golden string
		warn   []string
	}{
		"./testdata/union": {golden: "testdata/want/union.txt"},
		"./testdata/union/v1beta1": {golden: "testdata/want/union-v1beta1.txt", warn: []string{
			"testdata/union/v1beta1/types.go:8:", `union "" has 2 +k8s:unionDiscriminator fields`,
			"testdata/union/v1beta1/types.go:18:", `Lonely: no +k8s:unionMember of the struct is in union ""`,
			"testdata/union/v1beta1/types.go:26:", `Apart.Kind: union "b" has no +k8s:unionMember`}},
	} {
		t.Run(dir, func(t *testing.T) {
			out, err := generateOutput(t, Gen{ReadOnlyPkgs: readonly}, dir)
			if err != nil {
				t.Fatal(err)
			}
			if len(out.Files) != 1 {
				t.Fatalf("got %d files, want 1", len(out.Files))
			}
			want, err := os.ReadFile(c.golden)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(out.Files[0].Content, want) {
				t.Errorf("ours differs from upstream's %s:\n%s", c.golden, lineDiff(out.Files[0].Content, want))
			}
			warnings := out.Warnings.Error()
			if len(c.warn) == 0 && len(out.Warnings) > 0 {
				t.Errorf("unexpected warnings:\n%s", warnings)
			}
			for _, w := range c.warn {
				if !strings.Contains(warnings, w) {
					t.Errorf("warnings lack %q:\n%s", w, warnings)
				}
			}
		})
	}
}

// Each wrong union tag is an error at its line, as upstream fails on it
// (a pointer discriminator and a member of a named scalar type make
// upstream write code that does not build or format), and nothing is
// written.
func TestUnionErrorsAtTheLineToFix(t *testing.T) {
	for _, c := range []struct {
		input string
		want  []string
	}{
		{"./testdata/errors/union", []string{
			"types.go:14:", "Bad.Struct: +k8s:unionMember: can only be used on nilable and primitive types (Struct)",
			"types.go:17:", "Bad.Number: +k8s:beta: can only be used on string types (int)",
			"types.go:20:", "Bad.Pointer: +k8s:beta: a pointer discriminator",
			"types.go:23:", "Bad.Named: +k8s:unionMember: a member of named type",
			"types.go:26:", `Bad.Positional: +k8s:unionMember: unrecognized named argument "\"x\""`,
			"types.go:29:", `Bad.IntArg: +k8s:zeroOrOneOfMember: argument "union: 3" has wrong type`,
			"types.go:32:", `Bad.Hidden: +k8s:unionMember: field "Hidden" is a union member but has no JSON name`,
			"types.go:35:", `Bad.Unknown: +k8s:unionMember: unrecognized named argument "name: \"x\""`,
			"types.go:38:", "Bad.ThroughPointer: +k8s:subfield: a union of a pointer's struct is checked through **",
			"types.go:41:", "Bad.Each: +k8s:eachVal: a union tag belongs on a struct field",
			"types.go:45:", `OnType: +k8s:unionMember: tag "k8s:unionMember" cannot be specified on type definitions`,
			"types.go:56:", "Items.Ports: +k8s:item: a list-item union member's selection can only compare strings",
			"types.go:57:", "Items.Ports: +k8s:beta: a list item cannot be a union's discriminator",
			"types.go:63:", `Items.Twice: +k8s:item: list-item union member "twice[{\"name\": \"a\"}]" already exists`,
		}},
		{"./testdata/errors/unionstable", []string{"testdata/errors/unionstable/types.go:8:", `tag "k8s:unionDiscriminator" with stability level "Beta" cannot be used in Stable validation`,
			"testdata/errors/unionstable/types.go:17:", "NoOptional: field A: field with validation must have +k8s:optional",
			"testdata/errors/unionstable/types.go:23:", `Sub: field In: tag "k8s:unionDiscriminator" with stability level "Beta"`}},
	} {
		t.Run(c.input, func(t *testing.T) { wantErrors(t, readonly, c.input, c.want) })
	}
}
