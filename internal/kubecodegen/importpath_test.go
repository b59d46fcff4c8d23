package kubecodegen_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/internal/testfs"
)

// import_path gives a directory the import path `go list -find .` gives
// it: the module's path joined with the directory's below the go.mod, but
// for a directory below the module's vendor directory (vendoring on, as
// vendor/modules.txt makes it) the path below vendor/, which is what the
// vendored package's importers name. Without vendoring the go command
// gives such a directory no import path, and import_path fails as well.
func TestImportPathVendored(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	dir := filepath.Join(t.TempDir(), "m")
	testfs.WriteFiles(t, dir, map[string]string{
		"go.mod":             "module example.com/m\n\ngo 1.24\n\nrequire example.com/api v1.0.0\n",
		"vendor/modules.txt": "# example.com/api v1.0.0\n## explicit\nexample.com/api/apps/v1\n",
		"vendor/example.com/api/apps/v1/types.go": "package v1\n",
		"apis/x/v1/types.go":                      "package v1\n",
	})
	for _, c := range []struct{ dir, goflags, want string }{
		{"vendor/example.com/api/apps/v1", "", "example.com/api/apps/v1"},
		{"apis/x/v1", "", "example.com/m/apis/x/v1"},
		{"vendor/example.com/api/apps/v1", "-mod=mod", ""},
	} {
		got, err := importPath(t, filepath.Join(dir, c.dir), c.goflags)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("import_path %s with GOFLAGS=%q: %q, want a failure (the go command gives no import path without vendoring)", c.dir, c.goflags, got)
		case c.want != "" && (err != nil || got != c.want):
			t.Errorf("import_path %s with GOFLAGS=%q: %q, %v; want %q", c.dir, c.goflags, got, err, c.want)
		}
	}
}

// importPath sources this repository's kube_codegen.sh and prints what
// import_path sets for dir.
func importPath(t *testing.T, dir, goflags string) (string, error) {
	t.Helper()
	repo, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", "-c", `source "$1/kube_codegen.sh" && kube::codegen::internal::import_path "$2" && echo "${KUBE_CODEGEN_IMPORT_PATH}"`,
		"bash", repo, dir)
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS="+goflags)
	out, err := cmd.Output()
	return strings.TrimSpace(string(out)), err
}
