package deepcopy

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/write"
	"github.com/kubegen/kubegen/internal/testfs"
)

const shapesPkg = "github.com/kubegen/kubegen/generators/deepcopy/testdata/shapes/v1"

func generate(t *testing.T, dir string, inputs ...string) []write.File {
	t.Helper()
	pkgs, _, err := load.Typed(load.Config{Dir: dir}, inputs)
	if err != nil {
		t.Fatal(err)
	}
	files, _, err := Files(pkgs, Options{OutputFile: DefaultOutputFile, Load: load.NewSession(load.Config{Dir: dir})})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// The corpus has a field of every shape; the golden file is upstream
// v0.37.2's deepcopy-gen output for it (hack/deepcopy-equivalence.sh
// regenerates it), so this test says our output is upstream's, byte for byte.
func TestShapesMatchUpstream(t *testing.T) {
	files := generate(t, ".", "./testdata/shapes/v1")
	if len(files) != 1 {
		t.Fatalf("got %d files, want 1", len(files))
	}
	want, err := os.ReadFile("testdata/shapes/want/zz_generated.deepcopy.go.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(files[0].Content, want) {
		t.Errorf("output differs from upstream's:\n%s", files[0].Content)
	}
}

var deepCopyReceiver = regexp.MustCompile(`(?m)^func \(in \*?(\w+)\) DeepCopy\(\)`)

// copiedTypes lists the types a generated file gives a DeepCopy.
func copiedTypes(src []byte) []string {
	var out []string
	for _, m := range deepCopyReceiver.FindAllSubmatch(src, -1) {
		out = append(out, string(m[1]))
	}
	return out
}

// shapesModule makes a scratch copy of this module's go.mod with the
// corpus and the given deepcopy file, plus the random-copy harness.
func shapesModule(t *testing.T, generated []byte) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum"} {
		b, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pkgDir := filepath.Join(dir, "shapes", "v1")
	testfs.CopyTree(t, "testdata/shapes/v1", pkgDir)
	// Move the corpus to an import path outside testdata in the copy, and
	// fix its interface tag accordingly.
	types := filepath.Join(pkgDir, "types.go")
	src, _ := os.ReadFile(types)
	src = bytes.ReplaceAll(src, []byte(shapesPkg), []byte("github.com/kubegen/kubegen/shapes/v1"))
	if err := os.WriteFile(types, src, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(pkgDir, DefaultOutputFile), generated, 0o644); err != nil {
		t.Fatal(err)
	}
	// Interface fields get one of the corpus' implementations.
	fills := "func(c *Copier, f randfill.Continue) { if f.Intn(2) == 0 { x := &Impl{}; f.Fill(x); *c = x } else { x := ValueImpl{}; f.Fill(&x); *c = x } }"
	h := harness("v1", nil, map[string][]string{"": copiedTypes(generated)}, 20, fills)
	if err := os.WriteFile(filepath.Join(pkgDir, "harness_test.go"), []byte(h), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// Random values of every type of the corpus, deep-copied by our generated
// code: the copy equals the original and shares no memory with it. The
// same harness on a deliberately broken copy function must fail, so the
// check is known to catch sharing.
func TestShapesRandomCopies(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles a scratch module")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	files := generate(t, ".", "./testdata/shapes/v1")
	got := files[0].Content
	if n := len(copiedTypes(got)); n < 8 {
		t.Fatalf("only %d types with DeepCopy found in the output", n)
	}
	dir := shapesModule(t, got)
	goCmd(t, dir, nil, "test", "-count=1", "./shapes/v1")

	broken := bytes.Replace(got, []byte("copy(*out, *in)"), []byte("*out = *in"), 1)
	if bytes.Equal(broken, got) {
		t.Fatal("no copy(*out, *in) in the output to break")
	}
	dir = shapesModule(t, broken)
	cmd := exec.Command("go", "test", "-count=1", "./shapes/v1")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPROXY=off")
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "shared memory") {
		t.Fatalf("the harness did not catch a shallow slice copy: %v\n%s", err, out)
	}
}

func TestBadTags(t *testing.T) {
	dir := t.TempDir()
	write := func(name, src string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/bad\n\ngo 1.22\n")
	write("doc.go", "// +k8s:deepcopy-gen=yes\npackage bad\n")
	write("types.go", "package bad\n\n// +k8s:deepcopy-gen=maybe\ntype A struct{ X []int }\n\n// +k8s:deepcopy-gen=true\ntype b struct{}\n\n// +k8s:deepcopy-gen=true\ntype C struct{ F func() }\n\n// +k8s:deepcopy-gen:interfaces=NoPackage\n// +k8s:deepcopy-gen=true\ntype D struct{}\n\n// +k8s:deepcopy-gen:interfaces=example.com/bad/internal.Object\n// +k8s:deepcopy-gen=true\ntype E struct{}\n")
	pkgs, _, err := load.Typed(load.Config{Dir: dir}, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = Files(pkgs, Options{Load: load.NewSession(load.Config{Dir: dir})})
	var diags diag.List
	if !errors.As(err, &diags) {
		t.Fatalf("got %v, want diagnostics", err)
	}
	msg := diags.Error()
	for _, want := range []string{"doc.go:1: example.com/bad: +k8s:deepcopy-gen=yes"} {
		if !strings.Contains(msg, want) {
			t.Errorf("missing %q in:\n%s", want, msg)
		}
	}
	// With the package tag fixed, every type problem is reported at once.
	write("doc.go", "package bad\n")
	pkgs, _, err = load.Typed(load.Config{Dir: dir}, []string{"."})
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = Files(pkgs, Options{Load: load.NewSession(load.Config{Dir: dir})})
	if !errors.As(err, &diags) {
		t.Fatalf("got %v, want diagnostics", err)
	}
	msg = diags.Error()
	for _, want := range []string{
		"types.go:7: bad.b: +k8s:deepcopy-gen=true on a type that cannot be deep-copied",
		"types.go:10: bad.C: C.F: cannot deep-copy a field of type func(); write func (in *C) DeepCopyInto(out *C) by hand and tag the type +k8s:deepcopy-gen=false",
		"types.go:14: bad.D: +k8s:deepcopy-gen:interfaces=NoPackage: name the interface with its package",
		// A package of the module that does not exist: not the go
		// command's "go get", which cannot add it.
		"types.go:18: bad.E: +k8s:deepcopy-gen:interfaces=example.com/bad/internal.Object: package example.com/bad/internal cannot be loaded: module example.com/bad has no directory internal",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("missing %q in:\n%s", want, msg)
		}
	}
}
