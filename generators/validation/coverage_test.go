package validation

import (
	"bytes"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/write"
)

// coverageGen is testdata/coverage's run with upstream's coverage fixture
// options, as hack/validation-goldens.sh runs upstream's validation-gen.
func coverageGen(allowlist string) Gen {
	return Gen{
		ReadOnlyPkgs:         slices.DeleteFunc(slices.Clone(readonly), func(p string) bool { return p == metav1Pkg }),
		TestOutputRoot:       "fixtures",
		TestOutputFilePrefix: "zz_generated.validations.",
		TestAllowlist:        allowlist,
	}
}

var coverageInputs = []string{"k8s.io/apimachinery/pkg/apis/meta/v1/validation", "./testdata/coverage/api", "./testdata/coverage/v1", "./testdata/coverage/v1beta1"}

// Ours writes the coverage fixtures upstream writes for testdata/coverage
// (below --test-output-root, with --test-allowlist applied, and the
// +k8s:validation-gen-test-targets file), and the packages' own files, byte
// for byte: testdata/want/coverage is upstream's output
// (hack/validation-goldens.sh).
func TestCoverageFixturesAreUpstreams(t *testing.T) {
	files, err := generate(t, coverageGen("testdata/coverage/allowlist.yaml"), coverageInputs...)
	if err != nil {
		t.Fatal(err)
	}
	sameCoverageFiles(t, files, "coverage")
}

// The validators added after testdata/coverage declare upstream's rules:
// testdata/coverageemits' kinds reach each update constraint shape,
// monotonic (none), neq, min/maxProperties, ifEnabled/ifDisabled around
// calls with and without rules, each member kind's default Forbidden of
// modeDiscriminator, the test tags and an enum with exclusions; its
// fixtures and validation file are upstream's
// (hack/validation-goldens.sh coverageemits).
func TestNewerValidatorsCoverageIsUpstreams(t *testing.T) {
	g := coverageGen("")
	g.ReadOnlyPkgs = readonly // as upstream's run: meta/v1 read-only, no input
	files, err := generate(t, g, "./testdata/coverageemits/v1alpha1")
	if err != nil {
		t.Fatal(err)
	}
	sameCoverageFiles(t, files, "coverageemits")
}

// sameCoverageFiles compares the fixtures (below "fixtures/") and the
// files of the packages in testdata/<name> ours wrote with upstream's in
// testdata/want/<name>, both ways.
func sameCoverageFiles(t *testing.T, files []write.File, name string) {
	t.Helper()
	abs, err := filepath.Abs(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][]byte{}
	for _, f := range files {
		switch rel, err := filepath.Rel(abs, f.Path); {
		case strings.HasPrefix(f.Path, "fixtures/"):
			got[f.Path] = f.Content
		case err == nil && !strings.HasPrefix(rel, ".."):
			got[filepath.ToSlash(rel)] = f.Content
		}
	}
	wantDir := filepath.Join("testdata", "want", name)
	want := map[string][]byte{}
	err = filepath.WalkDir(wantDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(wantDir, p)
		want[strings.TrimSuffix(filepath.ToSlash(rel), ".txt")] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(want) == 0 {
		t.Fatalf("no goldens in %s", wantDir)
	}
	for name, w := range want {
		g, ok := got[name]
		switch {
		case !ok:
			t.Errorf("%s: upstream writes it, ours does not", name)
		case !bytes.Equal(g, w):
			t.Errorf("%s: ours differs from upstream's:\n%s", name, lineDiff(g, w))
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: ours writes it, upstream does not", name)
		}
	}
}

// Without --test-output-root no fixture is written, but the package
// tagged +k8s:validation-gen-test-targets still gets its own.
func TestNoFixturesWithoutTheRoot(t *testing.T) {
	files, err := generate(t, Gen{ReadOnlyPkgs: coverageGen("").ReadOnlyPkgs}, coverageInputs...)
	if err != nil {
		t.Fatal(err)
	}
	var tests []string
	for _, f := range files {
		if strings.HasSuffix(f.Path, "_test.go") {
			tests = append(tests, filepath.Base(filepath.Dir(f.Path))+"/"+filepath.Base(f.Path))
		}
	}
	if !slices.Equal(tests, []string{"v1beta1/zz_generated.validations_coverage_test.go"}) {
		t.Errorf("test files written: %v", tests)
	}
}

// An allow list entry missing a field is an error naming the field, as
// upstream's, and nothing is written.
func TestAllowlistEntriesNeedEveryField(t *testing.T) {
	list := filepath.Join(t.TempDir(), "allow.yaml")
	if err := os.WriteFile(list, []byte("- apiVersion: widgets.example.com/v1\n  kind: Widget\n  path: '*'\n  errorType: '*'\n  origin: '*'\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	files, err := generate(t, coverageGen(list), coverageInputs...)
	if err == nil || !strings.Contains(err.Error(), "entry 0 has no reason") {
		t.Errorf("error %v, want one naming the missing reason", err)
	}
	if len(files) != 0 {
		t.Errorf("%d files written despite the error", len(files))
	}
}

// A call that can fail but declares no emissions is an error naming the
// function: the fixtures would silently leave its errors out.
func TestCallWithoutEmissionsIsAnError(t *testing.T) {
	w := &walker{}
	n := &node{t: types.Typ[types.String], name: "string", calls: []call{{pkg: validatePkg, name: "Sometimes"}}}
	if _, err := w.rulesOf(n); err == nil || !strings.Contains(err.msg, "validate.Sometimes") {
		t.Errorf("error %v, want one naming validate.Sometimes", err)
	}
	n.calls[0].silent = true
	if rules, err := w.rulesOf(n); err != nil || len(rules) != 0 {
		t.Errorf("a silent call: rules %v, error %v", rules, err)
	}
}
