package crd

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The tests below work on a copy of the examples module in a temporary
// directory, whose go.mod points at this repository, so that they can
// change types and regenerate without touching the work tree.

const generated = "crd/pkg/generated"

// repoRoot is the repository root, two levels above this package.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// copyExamples copies go.mod, go.sum and crd/ of the examples module into
// a new directory and returns it.
func copyExamples(t *testing.T) string {
	t.Helper()
	root := repoRoot(t)
	dst := filepath.Join(t.TempDir(), "examples")
	src := filepath.Join(root, "examples")
	for _, name := range []string{"go.mod", "go.sum"} {
		copyFile(t, filepath.Join(src, name), filepath.Join(dst, name))
	}
	err := filepath.WalkDir(filepath.Join(src, "crd"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		copyFile(t, path, filepath.Join(dst, rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	run(t, dst, nil, "go", "mod", "edit",
		"-replace", "github.com/kubegen/kubegen="+root,
		"-replace", "github.com/kubegen/kubegen/testenv="+filepath.Join(root, "testenv"))
	return dst
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// run runs a command in dir outside any go.work and returns its exit
// code, stdout and stderr.
func run(t *testing.T, dir string, env []string, name string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if exitErr, ok := err.(*exec.ExitError); ok {
		code = exitErr.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return code, stdout.String(), stderr.String()
}

// script runs hack/<name> of this repository on the examples module at dir.
func script(t *testing.T, dir, name string) (int, string, string) {
	t.Helper()
	return run(t, dir, []string{"EXAMPLES_DIR=" + dir}, filepath.Join(repoRoot(t), "hack", name))
}

// readTree maps each file under dir/sub (relative path) to its content.
func readTree(t *testing.T, dir, sub string) map[string]string {
	t.Helper()
	tree := map[string]string{}
	base := filepath.Join(dir, sub)
	err := filepath.WalkDir(base, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(base, path)
		tree[filepath.ToSlash(rel)] = string(data)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return tree
}

func sameTree(t *testing.T, what string, got, want map[string]string) {
	t.Helper()
	if len(want) == 0 {
		t.Fatalf("%s: the wanted tree is empty", what)
	}
	for name, w := range want {
		if g, ok := got[name]; !ok {
			t.Errorf("%s: missing %s", what, name)
		} else if g != w {
			t.Errorf("%s: %s differs", what, name)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: unexpected %s", what, name)
		}
	}
}

// newKind is a kind added to the API in the copy: a stale tree lacks its
// client, lister and informer.
const newKind = `
// +genclient

// Baz is new.
type Baz struct {
	metav1.TypeMeta   ` + "`json:\",inline\"`" + `
	metav1.ObjectMeta ` + "`json:\"metadata,omitempty\"`" + `
}

// BazList is a list of Bazs.
type BazList struct {
	metav1.TypeMeta ` + "`json:\",inline\"`" + `
	metav1.ListMeta ` + "`json:\"metadata,omitempty\"`" + `

	Items []Baz ` + "`json:\"items\"`" + `
}
`

// TestVerifyCodegen: hack/verify-codegen.sh passes on the committed tree,
// fails with a diff and writes nothing once an API type changes, and
// passes again after hack/update-codegen.sh.
func TestVerifyCodegen(t *testing.T) {
	dir := copyExamples(t)
	if code, stdout, stderr := script(t, dir, "verify-codegen.sh"); code != 0 {
		t.Fatalf("verify of the committed tree: exit %d\n%s%s", code, stdout, stderr)
	}

	types := filepath.Join(dir, "crd", "apis", "samplecontroller", "v1alpha1", "types.go")
	data, err := os.ReadFile(types)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(types, append(data, newKind...), 0o644); err != nil {
		t.Fatal(err)
	}
	before := readTree(t, dir, generated)
	code, stdout, stderr := script(t, dir, "verify-codegen.sh")
	if code == 0 {
		t.Fatalf("verify passed after a new kind was added\n%s%s", stdout, stderr)
	}
	if !strings.Contains(stdout, "listers/samplecontroller/v1alpha1/baz.go") {
		t.Errorf("verify's diff does not name the missing lister of Baz:\n%s", stdout)
	}
	sameTree(t, "tree after a failed verify", readTree(t, dir, generated), before)

	if code, stdout, stderr := script(t, dir, "update-codegen.sh"); code != 0 {
		t.Fatalf("update: exit %d\n%s%s", code, stdout, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, generated, "clientset/versioned/typed/samplecontroller/v1alpha1/baz.go")); err != nil {
		t.Errorf("update did not generate the client of Baz: %v", err)
	}
	if code, stdout, stderr := script(t, dir, "verify-codegen.sh"); code != 0 {
		t.Errorf("verify after update: exit %d\n%s%s", code, stdout, stderr)
	}
}

// TestGoGenerate: `go generate ./crd/...` rebuilds exactly the committed
// tree from nothing, so the //go:generate line and hack/update-codegen.sh
// agree.
func TestGoGenerate(t *testing.T) {
	dir := copyExamples(t)
	if err := os.RemoveAll(filepath.Join(dir, generated)); err != nil {
		t.Fatal(err)
	}
	if code, stdout, stderr := run(t, dir, nil, "go", "generate", "./crd/..."); code != 0 {
		t.Fatalf("go generate: exit %d\n%s%s", code, stdout, stderr)
	}
	sameTree(t, "go generate", readTree(t, dir, generated), readTree(t, filepath.Join(repoRoot(t), "examples"), generated))
}
