package load

import (
	"go/ast"
	"go/token"
	"slices"

	"golang.org/x/tools/go/packages"
)

// Declared reports, for each import path, whether the package exists for
// the module in dir and which top-level types it declares (absent when it
// cannot be loaded; failed says why, see Failure). It is used to check
// types named by tags (result=, input=) in other packages. It goes
// through the load's stages: listPackages resolves the paths (the list
// cache answers an unchanged tree) and parseAll reads the files (the
// parse cache skips what a file without types does not need).
func Declared(dir string, pkgPaths []string) (declared map[string]map[string]bool, failed map[string]string, err error) {
	out := map[string]map[string]bool{}
	failed = map[string]string{}
	if len(pkgPaths) == 0 {
		return out, failed, nil
	}
	pkgPaths = slices.Compact(slices.Sorted(slices.Values(pkgPaths)))
	fset := token.NewFileSet()
	loaded, err := listPackages(&packages.Config{Mode: listMode, Dir: dir, Fset: fset}, pkgPaths...)
	if err != nil {
		return nil, nil, err
	}
	loaded = slices.DeleteFunc(loaded, func(p *packages.Package) bool {
		if len(p.Errors) > 0 || len(p.GoFiles) == 0 {
			failed[p.PkgPath] = Failure(dir, p)
			return true
		}
		return false
	})
	// A syntax error is the build's to report: a file keeps the types
	// declared before it.
	if _, err := parseAll(fset, loaded, defaultParseCache()); err != nil {
		return nil, nil, err
	}
	for _, p := range loaded {
		types := map[string]bool{}
		for _, f := range p.Syntax {
			for _, d := range f.Decls {
				if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
					for _, s := range g.Specs {
						types[s.(*ast.TypeSpec).Name.Name] = true
					}
				}
			}
		}
		out[p.PkgPath] = types
	}
	return out, failed, nil
}
