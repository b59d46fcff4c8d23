package validation

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// testdata/unique uses +k8s:unique and +k8s:customUnique with listType,
// listMapKey, eachVal and the stability levels; testdata/want/unique.txt
// is upstream's output for it (hack/validation-goldens.sh unique).
func TestUniqueIsUpstreams(t *testing.T) {
	wantGolden(t, "./testdata/unique", "testdata/want/unique.txt")
}

// wantGolden generates one test package (with kube_codegen.sh's read-only
// packages) and compares it with upstream's output, made by
// hack/validation-goldens.sh <name>.
func wantGolden(t *testing.T, dir, golden string) {
	t.Helper()
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) != 1 {
		t.Fatalf("got %d files, want 1", len(files))
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(files[0].Content, want) {
		t.Errorf("ours differs from upstream's %s:\n%s", golden, lineDiff(files[0].Content, want))
	}
}

// Each misuse of +k8s:unique and +k8s:customUnique in
// testdata/errors/unique is an error at its line, with upstream's reason,
// and nothing is written.
func TestUniqueErrorsAtTheirLines(t *testing.T) {
	wantErrorsIn(t, "./testdata/errors/unique", []string{
		"types.go:7: tag: Widget.NoListType: listType must be specified",
		"types.go:10: tag: Widget.Redundant: +k8s:unique: unique tag may not be used with listType=set or listType=map",
		"types.go:14: tag: Widget.Strings: +k8s:unique: only lists of structs can be list-maps",
		`types.go:18: tag: Widget.Bogus: +k8s:unique: unknown unique type "bogus"`,
		"types.go:23: tag: Widget.Twice: +k8s:unique: unique tag cannot be specified more than once",
		"types.go:26: tag: Widget.Scalar: +k8s:unique: can only be used on list types",
		"types.go:31: tag: Widget.NoKey: found listType=map or unique=map without listMapKey",
		"types.go:34: tag: Widget.Valued: +k8s:customUnique: takes no value",
	})
}

// wantErrorsIn generates one test package with kube_codegen.sh's read-only
// packages and checks the error holds each of want and nothing is written.
func wantErrorsIn(t *testing.T, dir string, want []string) {
	t.Helper()
	files, err := generate(t, Gen{ReadOnlyPkgs: readonly}, dir)
	if err == nil {
		t.Fatalf("no error; %d files", len(files))
	}
	if len(files) != 0 {
		t.Errorf("%d files despite the error", len(files))
	}
	for _, w := range want {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error lacks %q:\n%v", w, err)
		}
	}
}
