package applyconfig_test

import (
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// A field whose type is unexported is left out of the configuration, with
// a warning at the field, and the tree builds: upstream keeps the field
// with a configuration type it never generates (paymentRefApplyConfiguration,
// named from utils.go in another package), which does not build. The
// exported fields keep their builders.
func TestUnexportedFieldTypes(t *testing.T) {
	// Below this package's testdata, so that the module builds the tree.
	out, err := os.MkdirTemp("testdata", "hidden-out-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(out) })
	pkg := path.Join(modPath, filepath.ToSlash(out))
	code, _, stderr := run([]string{"--go-header-file", "../emit/testdata/boilerplate.go.txt",
		"--output-dir", out, "--output-pkg", pkg, "./testdata/input/hidden/v1"})
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	for _, field := range []string{"Payment:18", "History:19", "Last:20", "ByID:21", "State:22"} {
		name, line, _ := strings.Cut(field, ":")
		want := "types.go:" + line + ": warning: v1.OrderSpec: field " + name + " has the unexported type "
		if !strings.Contains(stderr, want) {
			t.Errorf("no warning %q in:\n%s", want, stderr)
		}
	}
	spec, err := os.ReadFile(filepath.Join(out, "hidden/v1/orderspec.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, kept := range []string{"func (b *OrderSpecApplyConfiguration) WithItem(", "func (b *OrderSpecApplyConfiguration) WithLines(values ...*LineApplyConfiguration)"} {
		if !strings.Contains(string(spec), kept) {
			t.Errorf("orderspec.go lacks %s:\n%s", kept, spec)
		}
	}
	if strings.Contains(string(spec), "paymentRef") || strings.Contains(string(spec), "state") {
		t.Errorf("orderspec.go names an unexported type:\n%s", spec)
	}
	if _, err := os.Stat(filepath.Join(out, "hidden/v1/paymentref.go")); err == nil {
		t.Errorf("an unexported type got a configuration")
	}
	for _, tool := range []string{"build", "vet"} {
		if b, err := exec.Command("go", tool, "./"+filepath.ToSlash(out)+"/...").CombinedOutput(); err != nil {
			t.Errorf("go %s: %v\n%s", tool, err, b)
		}
	}
}

// A generic type gets no apply configuration (upstream writes one into
// "span[t].go", which does not parse); a field of an instance of it is set
// whole, as its API type, and the tree builds.
func TestGenericTypes(t *testing.T) {
	out, err := os.MkdirTemp("testdata", "generic-out-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(out) })
	pkg := path.Join(modPath, filepath.ToSlash(out))
	code, _, stderr := run([]string{"--go-header-file", "../emit/testdata/boilerplate.go.txt",
		"--output-dir", out, "--output-pkg", pkg, "./testdata/input/generic/v1"})
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	spec, err := os.ReadFile(filepath.Join(out, "generic/v1/shelfspec.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"WithRange(value genericv1.Span[int32])", "WithSpans(values ...genericv1.Span[bool])"} {
		if !strings.Contains(string(spec), want) {
			t.Errorf("shelfspec.go lacks %s:\n%s", want, spec)
		}
	}
	entries, err := os.ReadDir(filepath.Join(out, "generic/v1"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "span") {
			t.Errorf("the generic type got a configuration: %s", e.Name())
		}
	}
	for _, tool := range []string{"build", "vet"} {
		if b, err := exec.Command("go", tool, "./"+filepath.ToSlash(out)+"/...").CombinedOutput(); err != nil {
			t.Errorf("go %s: %v\n%s", tool, err, b)
		}
	}
}
