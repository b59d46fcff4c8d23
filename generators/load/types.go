package load

import (
	"errors"
	"fmt"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/packages"
)

// Types loads full type information of the packages at pkgPaths (import
// paths, resolved in dir) from the compiler's export data: what the
// decoder generator needs to see every field of a kind, including those of
// types from other packages. It is separate from Packages because it costs
// a compile of the inputs and their dependencies (cached by the go command),
// which runs that need syntax only should not pay.
func Types(dir string, pkgPaths []string) (map[string]*types.Package, error) {
	if len(pkgPaths) == 0 {
		return map[string]*types.Package{}, nil
	}
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: dir}
	pkgs, err := packages.Load(cfg, pkgPaths...)
	if err != nil {
		return nil, fmt.Errorf("loading types: %w", err)
	}
	out := make(map[string]*types.Package, len(pkgs))
	var errs []error
	for _, p := range pkgs {
		for _, e := range p.Errors {
			errs = append(errs, fmt.Errorf("%s: %s", p.PkgPath, e.Msg))
		}
		if p.Types != nil {
			out[p.PkgPath] = p.Types
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	for _, path := range pkgPaths {
		if out[path] == nil {
			return nil, fmt.Errorf("loading types: no package %s", path)
		}
	}
	return out, nil
}

// TypesOf loads the types of the one package at import path pkgPath,
// resolved in dir (the user's module), from export data, into fset (nil
// for a new one): for a package a tag names, which the inputs may not
// import. err says why it cannot be loaded (see Failure); notFound is true
// when there is no such package at all, rather than one that does not
// build.
func TypesOf(dir string, fset *token.FileSet, pkgPath string) (pkg *types.Package, notFound bool, err error) {
	loaded, err := packages.Load(&packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: dir, Fset: fset}, pkgPath)
	switch {
	case err != nil:
		return nil, false, err
	case len(loaded) != 1:
		return nil, false, fmt.Errorf("%d packages match %s", len(loaded), pkgPath)
	case len(loaded[0].Errors) > 0:
		return nil, NotFound(loaded[0]), errors.New(Failure(dir, loaded[0]))
	case loaded[0].Types == nil:
		return nil, false, fmt.Errorf("no type information for %s", pkgPath)
	}
	return loaded[0].Types, false, nil
}
