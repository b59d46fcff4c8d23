package validation

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// matchesGolden generates testdata/<name> alone, with kube_codegen.sh's
// read-only packages, and compares it with testdata/want/<name>.txt,
// upstream's output for it (hack/validation-goldens.sh <name>).
func matchesGolden(t *testing.T, name string) {
	t.Helper()
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, "./testdata/"+name)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("got %d files, want 1", len(files))
	}
	want, err := os.ReadFile("testdata/want/" + name + ".txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(files[0].Content, want) {
		t.Errorf("ours differs from upstream's testdata/want/%s.txt:\n%s", name, lineDiff(files[0].Content, want))
	}
}

// +k8s:ifEnabled/ifDisabled on fields and types, under +k8s:alpha/beta,
// over validators with and without arguments, short-circuiting or not.
func TestOptionsAreUpstreams(t *testing.T) { matchesGolden(t, "options") }

// A wrong +k8s:ifEnabled/ifDisabled is an error at its line, as upstream
// fails on it.
func TestOptionErrorsAtTheLine(t *testing.T) {
	failsAtLines(t, "./testdata/errors/options",
		"types.go:5: tag: Widget.NoOption: +k8s:ifEnabled: missing required option name",
		"types.go:8: tag: Widget.Named: +k8s:ifDisabled: unrecognized named argument \"option\"",
		"types.go:11: tag: Widget.NoPayload: +k8s:ifEnabled: requires a validation tag",
		"types.go:14: tag: Widget.BadInner: +k8s:ifEnabled: failed to parse tag payload",
		"types.go:17: tag: Widget.BoolOption: +k8s:ifEnabled: argument \"true\" has wrong type",
	)
}

// +k8s:modeDiscriminator and +k8s:ifMode: string and bool discriminators,
// two modalities, rules at different levels, members of each kind.
func TestModesAreUpstreams(t *testing.T) { matchesGolden(t, "mode") }

// A wrong +k8s:modeDiscriminator or +k8s:ifMode is an error at its line,
// as upstream fails on it.
func TestModeErrorsAtTheLine(t *testing.T) {
	failsAtLines(t, "./testdata/errors/mode",
		"types.go:5: tag: NoDiscriminator: +k8s:ifMode: missing discriminator",
		"types.go:11: tag: PointerDiscriminator.Kind: +k8s:modeDiscriminator: can only be used on non-pointer types",
		"types.go:17: tag: IntDiscriminator.Kind: +k8s:modeDiscriminator: can only be used on string or bool types",
		"types.go:26: tag: TwoDiscriminators.Sort: +k8s:modeDiscriminator: duplicate discriminator",
		"types.go:37: tag: StructMember.Inner: +k8s:ifMode: discriminated member fields of struct type must be pointers",
		"types.go:50: tag: BoolMode.A: +k8s:ifMode: invalid discriminator value \"yes\"",
		"types.go:56: tag: ReservedModality.Kind: +k8s:modeDiscriminator: discriminator group name \"default\" is reserved",
	)
}

// +k8s:enumExclude on enum constants, plain and under
// +k8s:ifEnabled/ifDisabled (upstream's exclusionsFor<Type> list).
func TestEnumExclusionsAreUpstreams(t *testing.T) { matchesGolden(t, "enumexclude") }

// A constant's tags are checked as upstream checks them: only exclusions
// are allowed there; each wrong one is an error at its line.
func TestConstantTagErrorsAtTheLine(t *testing.T) {
	failsAtLines(t, "./testdata/errors/enumexclude",
		`types.go:7: tag: tag "k8s:required" cannot be specified on constant values`,
		"types.go:9: tag: +k8s:ifEnabled: missing required option name",
		`types.go:11: tag: tag "k8s:minimum" cannot be specified on constant values`,
		"types.go:13: tag: +k8s:enumExclude takes no arguments and no value",
	)
}

// +k8s:alpha/beta under +k8s:ifEnabled or +k8s:ifMode is upstream's lint
// error at the tag; under +k8s:validation-gen-nolint it is generated as
// upstream does (testdata/optionlevels).
func TestLevelsInBetween(t *testing.T) {
	failsAtLines(t, "./testdata/errors/optionlevels",
		"types.go:5: lint: Levels.Beta: +k8s:ifEnabled: tag \"k8s:beta\" can't be used in between",
		"types.go:11: lint: Levels.Alpha: +k8s:ifMode: tag \"k8s:alpha\" can't be used in between",
	)
	matchesGolden(t, "optionlevels")
}

// failsAtLines generates dir, which must fail, writing nothing, with each of
// the wanted errors (file:line and message).
func failsAtLines(t *testing.T, dir string, wants ...string) {
	t.Helper()
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, dir)
	if err == nil {
		t.Fatal("no error")
	}
	if len(files) != 0 {
		t.Errorf("%d files despite the error", len(files))
	}
	for _, want := range wants {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}
