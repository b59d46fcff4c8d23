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
// types named by tags (result=, input=) in other packages; one go list
// call, files parsed without bodies' comments.
func Declared(dir string, pkgPaths []string) (declared map[string]map[string]bool, failed map[string]string, err error) {
	out := map[string]map[string]bool{}
	failed = map[string]string{}
	if len(pkgPaths) == 0 {
		return out, failed, nil
	}
	pkgPaths = slices.Compact(slices.Sorted(slices.Values(pkgPaths)))
	loaded, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedFiles, Dir: dir}, pkgPaths...)
	if err != nil {
		return nil, nil, err
	}
	fset := token.NewFileSet()
	for _, p := range loaded {
		if len(p.Errors) > 0 || len(p.GoFiles) == 0 {
			failed[p.PkgPath] = Failure(dir, p)
			continue
		}
		types := map[string]bool{}
		for _, name := range p.GoFiles {
			f, err := ParseFile(fset, name, nil, Code)
			if err != nil {
				continue
			}
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
