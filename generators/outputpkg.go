package generators

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// outputPackage returns the import path of --output-dir. When the
// directory lies in a Go module (a go.mod in it or above), that path is
// known: an omitted --output-pkg defaults to it, and a given one must equal
// it, since generated packages import each other by it and a wrong one
// builds a tree that does not compile. Outside a module --output-pkg is
// required and taken as given, as upstream does.
func outputPackage(outputDir, outputPkg string) (string, error) {
	modPath, rel, found, err := moduleOf(outputDir)
	if err != nil {
		return "", err
	}
	if !found {
		if outputPkg == "" {
			return "", fmt.Errorf("--output-pkg must be specified: --output-dir %s is in no Go module (no go.mod in it or above)", outputDir)
		}
		return outputPkg, nil
	}
	want := path.Join(modPath, filepath.ToSlash(rel))
	if below, ok := vendoredPath(rel); ok {
		if below == "" {
			return "", fmt.Errorf("--output-dir %s is the vendor directory of module %s, which holds no package of its own; choose a directory of your module's packages", outputDir, modPath)
		}
		want = below
	}
	if outputPkg == "" {
		return want, nil
	}
	if path.Clean(outputPkg) != want {
		return "", fmt.Errorf("--output-pkg %s does not match --output-dir %s, whose import path in module %s is %s; pass --output-pkg %s (or omit it), or change --output-dir", outputPkg, outputDir, modPath, want, want)
	}
	return outputPkg, nil
}

// moduleOf finds the go.mod governing dir (which need not exist yet) and
// returns its module path and dir relative to the module root. The path is
// taken as written first, as the go command names a package by the
// directory it is given: an output directory that is a symbolic link
// inside the module (generated -> real) is the package at the link's name.
// Only a path in no module as written is tried again with its links
// resolved, as the go command does for a directory argument outside the
// main module (a link from elsewhere into it).
func moduleOf(dir string) (modPath, rel string, found bool, err error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", "", false, err
	}
	modPath, rel, found, err = moduleAbove(abs)
	if err != nil || found {
		return modPath, rel, found, err
	}
	if real := resolveExisting(abs); real != abs {
		return moduleAbove(real)
	}
	return "", "", false, nil
}

// resolveExisting resolves the symbolic links of the longest part of abs
// that exists; the rest, not created yet, is kept as written.
func resolveExisting(abs string) string {
	existing, rest := abs, ""
	for {
		if real, err := filepath.EvalSymlinks(existing); err == nil {
			return filepath.Join(real, rest)
		}
		parent := filepath.Dir(existing)
		if parent == existing {
			return abs
		}
		rest = filepath.Join(filepath.Base(existing), rest)
		existing = parent
	}
}

// moduleAbove finds the go.mod in the absolute directory abs or above it,
// by name.
func moduleAbove(abs string) (modPath, rel string, found bool, err error) {
	for d := abs; ; d = filepath.Dir(d) {
		data, err := os.ReadFile(filepath.Join(d, "go.mod"))
		if err == nil {
			mp := modulePath(data)
			if mp == "" {
				return "", "", false, fmt.Errorf("%s: no module line", filepath.Join(d, "go.mod"))
			}
			r, err := filepath.Rel(d, abs)
			if err != nil || strings.HasPrefix(r, "..") {
				return "", "", false, err
			}
			return mp, r, true, nil
		}
		if !os.IsNotExist(err) {
			return "", "", false, err
		}
		if filepath.Dir(d) == d {
			return "", "", false, nil
		}
	}
}

// modulePath reads the module line of a go.mod file ("module path", the
// path possibly quoted); "" when there is none.
func modulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		line, _, _ = strings.Cut(line, "//")
		f := strings.Fields(line)
		if len(f) != 2 || f[0] != "module" {
			continue
		}
		if p, err := strconv.Unquote(f[1]); err == nil {
			return p
		}
		return f[1]
	}
	return ""
}
