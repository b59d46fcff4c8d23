package validation

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testdata/testfixture asks for +k8s:validation-gen-test-fixture's test
// beside validations of each kind; testdata/want/testfixture.txt and
// testfixture.test.txt are upstream's two files for it
// (hack/validation-goldens.sh testfixture).
func TestTestFixtureIsUpstreams(t *testing.T) {
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, "./testdata/testfixture")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 2 {
		t.Fatalf("got %d files, want 2", len(files))
	}
	for _, f := range files {
		golden := "testdata/want/testfixture.txt"
		switch filepath.Base(f.Path) {
		case DefaultOutputFile:
		case "zz_generated.validations_test.go":
			golden = "testdata/want/testfixture.test.txt"
		default:
			t.Fatalf("unexpected file %s", f.Path)
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(f.Content, want) {
			t.Errorf("%s differs from upstream's %s:\n%s", f.Path, golden, lineDiff(f.Content, want))
		}
	}
}

// Each value of +k8s:validation-gen-test-fixture but validateFalse is an
// error at its line (upstream stops at the first), and nothing is written.
func TestTestFixtureErrorsAtTheirLines(t *testing.T) {
	const pkg = "github.com/kubegen/kubegen/generators/validation/testdata/errors/testfixture"
	wantErrorsIn(t, "./testdata/errors/testfixture", []string{
		`doc.go:2: ` + pkg + `: +k8s:validation-gen-test-fixture: the test fixture "validateTrue" is none upstream writes; write +k8s:validation-gen-test-fixture=validateFalse`,
		`doc.go:3: ` + pkg + `: +k8s:validation-gen-test-fixture: the test fixture "" is none`,
		`doc.go:4: ` + pkg + `: +k8s:validation-gen-test-fixture: the test fixture "\"validateFalse\"" is none`,
	})
}

// The test file is named after the output file, so upstream fails when
// that is no .go file; ours too, at the tag, writing nothing.
func TestTestFixtureNeedsAGoOutputFile(t *testing.T) {
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly, OutputFile: "zz_generated.validations.txt"}, "./testdata/testfixture")
	if err == nil {
		t.Fatalf("no error; %d files", len(files))
	}
	if len(files) != 0 {
		t.Errorf("%d files despite the error", len(files))
	}
	if want := "doc.go:3: github.com/kubegen/kubegen/generators/validation/testdata/testfixture: +k8s:validation-gen-test-fixture needs an output file named *.go"; !strings.Contains(err.Error(), want) {
		t.Errorf("error lacks %q:\n%v", want, err)
	}
}

// A scheme registry without an import path names no type upstream can
// print (it writes *unnameable_); ours fails at the tag.
func TestSchemeRegistryNeedsAPath(t *testing.T) {
	wantErrorsIn(t, "./testdata/errors/schemeregistry", []string{
		"doc.go:2: github.com/kubegen/kubegen/generators/validation/testdata/errors/schemeregistry: +k8s:validation-gen-scheme-registry=Scheme: the value names no type of a package",
	})
}
