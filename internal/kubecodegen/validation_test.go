package kubecodegen_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// validationProject is a project whose update-codegen.sh calls gen_helpers
// over a +k8s:validation-gen package; validationWant holds the files
// code-generator v0.37.2's kube_codegen.sh generates for it
// (hack/kube-codegen-validation.sh --update regenerates them, and without
// --update compares both scripts' runs).
const (
	validationProject = "testdata/validation/project"
	validationWant    = "testdata/validation/want"
	// staleValidations is a validation file of an earlier run in a package
	// that no longer asks for one: gen_helpers removes it by name.
	staleValidations = "pkg/apis/plain/v1/zz_generated.validations.go"
)

// gen_helpers runs validations where upstream's does, in the one kubegen
// run, and no upstream tool: the tree afterwards is the project with
// upstream's generated files in it and the stale validation file gone, and
// it builds and vets.
func TestGenHelpersValidationGoldens(t *testing.T) {
	if testing.Short() {
		t.Skip("installs kubegen and builds a project: not with -short")
	}
	dir, out, err := runValidationProject(t, nil)
	if err != nil {
		t.Fatalf("update-codegen.sh: %v\n%s", err, out)
	}
	if msg := "Generating deepcopy code for 2 targets\nGenerating validation code for 1 targets\n"; !strings.Contains(out, msg) {
		t.Errorf("output lacks upstream's messages %q:\n%s", msg, out)
	}

	want := files(t, validationProject)
	delete(want, staleValidations)
	generated := files(t, validationWant)
	if len(generated) != 3 {
		t.Fatalf("%s holds %d files, want 3 (two deep copies and a validation file): regenerate it", validationWant, len(generated))
	}
	for name, src := range generated {
		want[name] = src
	}
	got := files(t, dir)
	for name, w := range want {
		g, ok := got[name]
		switch {
		case !ok:
			t.Errorf("%s: missing after gen_helpers", name)
		case g != w:
			t.Errorf("%s differs from upstream's:\n--- kubegen\n%s\n--- upstream\n%s", name, g, w)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: written by kubegen's gen_helpers, not by upstream's", name)
		}
	}
	goCmd(t, dir, "build", "./...")
	goCmd(t, dir, "vet", "./...")
}

// A type embedding ObjectMeta without +k8s:opaqueType would get a call of
// meta/v1's Validate_ObjectMeta, which does not exist (upstream writes it
// anyway): gen_helpers fails at the field's line, naming the fix, and no
// validation file is written.
func TestGenHelpersValidationErrorAtLine(t *testing.T) {
	if testing.Short() {
		t.Skip("installs kubegen: not with -short")
	}
	const types = "pkg/apis/shelf/v1/types.go"
	dir, out, err := runValidationProject(t, func(dir string) {
		p := filepath.Join(dir, types)
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		cut := bytes.Replace(src, []byte("\t// +k8s:opaqueType\n"), nil, 1)
		if bytes.Equal(cut, src) {
			t.Fatalf("%s has no +k8s:opaqueType line to remove", types)
		}
		if err := os.WriteFile(p, cut, 0o644); err != nil {
			t.Fatal(err)
		}
	})
	if err == nil {
		t.Fatalf("gen_helpers succeeded over ObjectMeta without +k8s:opaqueType:\n%s", out)
	}
	// The field is on line 12 once the tag's line is gone.
	for _, want := range []string{types + ":12:", "Validate_ObjectMeta", "add +k8s:opaqueType above the field", "nothing was written"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "pkg/apis/shelf/v1/zz_generated.validations.go")); err == nil {
		t.Error("a validation file was written by the failed run")
	}
}

// runValidationProject copies the validation project into a temporary
// directory, lets edit change it, and runs its update-codegen.sh with this
// repository's kube_codegen.sh, an empty GOBIN and a PATH holding no
// upstream tool. It returns the copy, the output and the script's error;
// afterwards GOBIN must hold kubegen alone.
func runValidationProject(t *testing.T, edit func(dir string)) (string, string, error) {
	t.Helper()
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	repo := repoRoot(t)
	work := t.TempDir()
	dir, gobin := filepath.Join(work, "project"), filepath.Join(work, "gobin")
	if err := os.CopyFS(dir, os.DirFS(validationProject)); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(gobin, 0o755); err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		edit(dir)
	}
	t.Setenv("GOWORK", "off")
	path := toolPath(t, "go", "bash", "grep", "find", "xargs", "rm", "sort", "dirname", "basename", "mkdir", "mktemp", "cksum", "cat", "mv")
	cmd := exec.Command(bash, "hack/update-codegen.sh")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=", "KUBE_CODEGEN_TAG=", "KUBE_VERBOSE=", "CODEGEN_PKG="+repo, "GOBIN="+gobin, "PATH="+path)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err = cmd.Run()
	if got := dirNames(t, gobin); !slices.Equal(got, []string{"kubegen"}) {
		t.Errorf("GOBIN after kubegen's script holds %q; want only kubegen", got)
	}
	return dir, out.String(), err
}
