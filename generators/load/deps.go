package load

import (
	"fmt"
	"go/token"

	"golang.org/x/tools/go/packages"
)

// Dependencies parses the packages at the given import paths, resolved from
// dir: the user's module (an input's LoadDir), whose build list decides the
// versions, as it does for the code that will be built. An input's own
// directory would not do when the input is a dependency's package: the go
// command would then run inside the module cache. It is for the rare input that declares a kind as a defined
// type of another package's struct ("type Gateway v1.Gateway"): the model
// reads the underlying struct's syntax from here. The default load never
// calls it, so inputs without such types pay nothing.
func Dependencies(dir string, paths []string) ([]*Package, error) {
	fset := token.NewFileSet()
	cfg := &packages.Config{Mode: listMode, Dir: dir, Fset: fset}
	loaded, err := listPackages(cfg, paths...)
	if err != nil {
		return nil, fmt.Errorf("loading %v: %w", paths, err)
	}
	for _, p := range loaded {
		if len(p.Errors) > 0 {
			return nil, fmt.Errorf("loading %s: %v", p.PkgPath, p.Errors[0])
		}
	}
	diags, err := parseAll(fset, loaded, defaultParseCache())
	if err != nil {
		return nil, err
	}
	if err := diags.Err(); err != nil {
		return nil, err
	}
	out := make([]*Package, 0, len(loaded))
	for _, p := range loaded {
		out = append(out, &Package{Input: p.PkgPath, PkgPath: p.PkgPath, Name: p.Name, Dir: pkgDir(p), LoadDir: dir, Fset: fset, Files: sortedFiles(fset, p.Syntax)})
	}
	return out, nil
}
