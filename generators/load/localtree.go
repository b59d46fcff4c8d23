package load

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// localTree is the directories a "<root>/..." pattern of the main module
// matches, as go list matches them in module mode: root and every
// directory below it holding Go files, without the directories go list
// leaves out (names starting with "." or "_", testdata, vendor) and
// without nested modules (a directory with its own go.mod, and all below
// it). ok is false where go list's answer could differ from a walk: a
// symbolic link to a directory, a directory that cannot be read, a
// directory whose Go files are all tests or all excluded by build
// constraints (go list lists or reports those), or no package at all (go
// list warns). The caller checks the files of each directory.
func localTree(root string) (dirs []string, ok bool) {
	ok = true
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			ok = false
			return filepath.SkipAll
		}
		if d.Type()&fs.ModeSymlink != 0 {
			if fi, err := os.Stat(path); err != nil || fi.IsDir() {
				ok = false
				return filepath.SkipAll
			}
			return nil
		}
		if !d.IsDir() {
			return nil
		}
		if path != root {
			name := d.Name()
			if strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "vendor" {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir
			}
		}
		entries, err := os.ReadDir(path)
		if err != nil {
			ok = false
			return filepath.SkipAll
		}
		tests, sources := 0, 0
		for _, e := range entries {
			switch n := e.Name(); {
			case e.IsDir() || !strings.HasSuffix(n, ".go"):
			case strings.HasSuffix(n, "_test.go"):
				tests++
			default:
				sources++
			}
		}
		switch {
		case sources > 0:
			dirs = append(dirs, path)
		case tests > 0:
			ok = false // a package of tests only: go list lists it
			return filepath.SkipAll
		}
		return nil
	})
	if err != nil || len(dirs) == 0 {
		return nil, false
	}
	return dirs, ok
}

// plainGoFlags reports whether GOFLAGS holds nothing that changes which
// files a package has: empty, or only -mod=mod / -mod=readonly (which
// decide whether go.mod may be updated, not what is built). Makefiles
// commonly export GOFLAGS=-mod=mod.
func plainGoFlags(goflags string) bool {
	return !slices.ContainsFunc(strings.Fields(goflags), func(f string) bool {
		return f != "-mod=mod" && f != "-mod=readonly"
	})
}
