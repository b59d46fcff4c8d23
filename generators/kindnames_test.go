package generators_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestKindsNamedLikeImports: a typed client names its kind's parameter
// after the kind ("scheme *v1.Scheme"), so kinds called Scheme, Watch,
// Context, Types or Gentype share a name with a package their client
// files import. The generated trees (clients, fakes, listers, informers,
// apply configurations) must still import what they use, and build and
// vet.
func TestKindsNamedLikeImports(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	// Inside the module, so the generated packages build with its go.mod.
	dir, err := os.MkdirTemp("testdata", "tmp-kindnames-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	pkg := "github.com/kubegen/kubegen/generators/" + filepath.ToSlash(dir)
	code, _, stderr := run(t, "kubegen", "--output-dir", dir, "--output-pkg", pkg,
		"--deepcopy-file", "", "./testdata/kindnames/apis/example/v1")
	if code != 0 {
		t.Fatalf("kubegen: exit %d: %s", code, stderr)
	}
	for _, tool := range []string{"build", "vet"} {
		if out, err := exec.Command("go", tool, "./"+filepath.ToSlash(dir)+"/...").CombinedOutput(); err != nil {
			t.Errorf("go %s of the generated tree: %v\n%s", tool, err, out)
		}
	}
}
