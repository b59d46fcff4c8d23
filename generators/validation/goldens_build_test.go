package validation

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestGoldensBuild puts every golden of testdata/want beside the sources
// it was generated from, in a copy of this module, and vets them all with
// one `go vet`: the other tests compare ours with the goldens byte for
// byte, this one shows the bytes are Go that builds (a golden that does
// not is a shape ours must refuse, as testdata/errors/byvalue). The error
// cases of testdata/errors have no golden, so nothing of theirs is vetted.
func TestGoldensBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("vets the golden packages")
	}
	mod := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum"} {
		b, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(mod, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	here := filepath.Join(mod, "generators", "validation")
	if err := os.CopyFS(filepath.Join(here, "testdata"), os.DirFS("testdata")); err != nil {
		t.Fatal(err)
	}
	var pkgs []string
	err := filepath.WalkDir("testdata/want", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".txt") {
			return err
		}
		dest, err := goldenPlace(strings.TrimSuffix(filepath.ToSlash(strings.TrimPrefix(p, "testdata/want/")), ".txt"))
		if err != nil || dest == "" {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Join(here, filepath.Dir(dest)), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(here, dest), b, 0o644); err != nil {
			return err
		}
		if pkg := "./generators/validation/" + filepath.ToSlash(filepath.Dir(dest)); !slices.Contains(pkgs, pkg) {
			pkgs = append(pkgs, pkg)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) == 0 {
		t.Fatal("no golden placed")
	}
	vet := exec.Command("go", append([]string{"vet"}, pkgs...)...)
	vet.Dir = mod
	vet.Env = append(os.Environ(), "GOWORK=off")
	if out, err := vet.CombinedOutput(); err != nil {
		t.Errorf("go vet of the %d golden packages: %v\n%s", len(pkgs), err, out)
	}
}

// goldenPlace is where hack/validation-goldens.sh took the golden
// want/<name>.txt from, relative to this package's directory:
//   - <dir>/<path> (want/coverage/v1/zz_generated.validations.go.txt) is
//     testdata/<dir>/<path>, or <path> itself when it starts with
//     fixtures/ (the --test-output-root of that run);
//   - a top-level <name> is testdata/<name>'s file, a "-" in the name
//     standing for "/" (union-v1beta1), zz_generated.validations_test.go
//     for a name ending in ".test"; a testdata/<name> with no Go files of
//     its own stands for its only package below (empty/v1);
//   - "" for a top-level name with no testdata directory: upstream's
//     output for a package of another module (metav1validation.txt, meta/v1/validation
//     of k8s.io/apimachinery, which builds there).
func goldenPlace(name string) (string, error) {
	if dir, path, nested := strings.Cut(name, "/"); nested {
		if strings.HasPrefix(path, "fixtures/") {
			return path, nil
		}
		return "testdata/" + dir + "/" + path, nil
	}
	file := "zz_generated.validations.go"
	if base, isTest := strings.CutSuffix(name, ".test"); isTest {
		name, file = base, "zz_generated.validations_test.go"
	}
	dir := "testdata/" + strings.ReplaceAll(name, "-", "/")
	if _, err := os.Stat(dir); os.IsNotExist(err) {
		return "", nil
	}
	var below []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			if m, _ := filepath.Glob(filepath.Join(p, "*.go")); len(m) > 0 {
				below = append(below, filepath.ToSlash(p))
			}
		}
		return err
	})
	switch {
	case err != nil:
		return "", err
	case slices.Contains(below, dir):
		return dir + "/" + file, nil
	case len(below) == 1:
		return below[0] + "/" + file, nil
	}
	return "", &os.PathError{Op: "golden " + name, Path: dir, Err: os.ErrNotExist}
}
