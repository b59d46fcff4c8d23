package generators

import (
	"go/token"
	"os"
	"path/filepath"
	"strings"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/write"
)

// vendoredPath returns the import path the go command gives a directory
// rel (relative to its module's root, as moduleOf returns it) that lies in
// the module's vendor directory: with vendoring on, the path below
// vendor/, the vendored package's own; without it the go command gives
// such a directory no import path at all, so the module's path joined with
// vendor/... is never one. ok is false for a directory outside vendor/.
func vendoredPath(rel string) (pkg string, ok bool) {
	below, ok := strings.CutPrefix(filepath.ToSlash(rel)+"/", "vendor/")
	return strings.TrimSuffix(below, "/"), ok
}

// vendorWrites warns about the files the run writes into a module's vendor
// directory (a vendored input's deep copies, an --output-dir below
// vendor/). Upstream writes them, so kubegen does too, but not silently:
// go mod vendor replaces that directory with the dependencies' own files
// and drops them, and without vendoring nothing imports them. One warning
// for all of them, as a run in place over a vendored API writes many.
func vendorWrites(files []write.File) diag.List {
	var first string
	var n int
	modRoot := map[string]bool{} // directory -> holds a go.mod
	for _, f := range files {
		if vendorDirOf(f.Path, modRoot) != "" {
			if n == 0 {
				first = f.Path
			}
			n++
		}
	}
	if n == 0 {
		return nil
	}
	var d diag.List
	d.Warn(token.Position{Filename: first}, "", "this and %d more generated file(s) go into the vendor directory %s, which go mod vendor replaces with the dependencies' own files, dropping them; generate into packages of your own module (an --output-dir outside vendor/), or in the vendored module's own repository",
		n-1, vendorDirOf(first, modRoot))
	return d
}

// vendorDirOf returns the vendor directory of a module that holds path,
// or "" when there is none: a directory named vendor beside a go.mod.
// hasGoMod memoizes the go.mod lookups.
func vendorDirOf(path string, hasGoMod map[string]bool) string {
	for d := filepath.Dir(path); ; {
		parent := filepath.Dir(d)
		if parent == d {
			return ""
		}
		if filepath.Base(d) == "vendor" {
			has, seen := hasGoMod[parent]
			if !seen {
				_, err := os.Stat(filepath.Join(parent, "go.mod"))
				has = err == nil
				hasGoMod[parent] = has
			}
			if has {
				return d
			}
		}
		d = parent
	}
}
