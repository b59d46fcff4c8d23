// Package testfs holds file-tree helpers shared by tests.
package testfs

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// CopyTree copies the directory tree from into to with writable files and
// directories, so that a test can generate into a copy of a module that is
// read-only where it lies (the module cache, a shared testdata tree).
func CopyTree(t testing.TB, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, p)
		if err != nil {
			return err
		}
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// WriteFiles writes files (slash-separated paths relative to dir, and
// their contents) below dir, creating the directories they need: a small
// module or package tree a test builds in place.
func WriteFiles(t testing.TB, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// ModuleDir is the directory of a module version (path@version) in the
// module cache, which go mod download fills through the module proxy when
// it lacks it; the test is skipped when neither has it. The module need
// not be a dependency of this one: the version is explicit.
func ModuleDir(t testing.TB, modVersion string) string {
	t.Helper()
	cmd := exec.Command("go", "mod", "download", "-json", modVersion)
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=")
	out, err := cmd.Output()
	var mod struct{ Dir, Error string }
	if jerr := json.Unmarshal(out, &mod); err != nil || jerr != nil || mod.Dir == "" {
		t.Skipf("%s is neither in the module cache nor reachable through the module proxy: %v %s", modVersion, err, mod.Error)
	}
	return mod.Dir
}
