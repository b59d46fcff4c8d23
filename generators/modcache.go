package generators

import (
	"go/build"
	"go/token"
	"os"
	"path/filepath"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/write"
)

// moduleCacheWrites reports every file the run would write inside the Go
// module cache. A dependency's package there is read-only to the go
// command and shared by every module on the machine; file permissions do
// not stop a run as root (CI's), so without this check an input taken from
// a dependency (a generator switched on by default, a package pattern that
// reaches into the cache) silently edits that dependency for everyone.
func moduleCacheWrites(files []write.File) diag.List {
	cache := moduleCacheDir()
	if cache == "" {
		return nil
	}
	var d diag.List
	for _, f := range files {
		if rel, err := filepath.Rel(cache, f.Path); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			d.Add(token.Position{Filename: f.Path}, "", "the file would be written into the Go module cache, which holds dependencies read-only; give input packages of your own module, or turn this output off (its --*-file flag set to \"\")")
		}
	}
	return d
}

// moduleCacheDir is GOMODCACHE as the go command computes it: the variable,
// else pkg/mod in the first GOPATH entry.
func moduleCacheDir() string {
	if d := os.Getenv("GOMODCACHE"); d != "" {
		return filepath.Clean(d)
	}
	if gp := filepath.SplitList(build.Default.GOPATH); len(gp) > 0 && gp[0] != "" {
		return filepath.Join(gp[0], "pkg", "mod")
	}
	return ""
}
