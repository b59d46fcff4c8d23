package load

import (
	"errors"
	"fmt"
	"go/importer"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// TypesOf loads the types of the one package at import path pkgPath,
// resolved in c.Dir (the user's module), into fset (nil for a new one):
// for a package a tag names, which the inputs may not import. err says
// why it cannot be loaded (see Failure); notFound is true when there is
// no such package at all, rather than one that does not build.
func TypesOf(c Config, fset *token.FileSet, pkgPath string) (pkg *types.Package, notFound bool, err error) {
	r, err := typesOf(c, fset, []string{pkgPath})
	switch {
	case err != nil:
		return nil, false, err
	case r.matched != 1:
		return nil, false, fmt.Errorf("%d packages match %s", r.matched, pkgPath)
	case r.failed[pkgPath] != nil:
		return nil, r.notFound[pkgPath], r.failed[pkgPath]
	}
	return r.pkgs[pkgPath], false, nil
}

// typesResult is what typesOf found for each path: its types, or why
// there are none.
type typesResult struct {
	pkgs     map[string]*types.Package
	failed   map[string]error
	notFound map[string]bool
	// matched counts the packages go list gave for the paths.
	matched int
}

// typesOf loads the types of paths through the load's stages, as the
// inputs' dependencies are: the packages are resolved by listPackages
// (the list cache answers an unchanged tree), and their types come from
// the depLoader, that is from the dependency cache, the build cache's
// export data when it holds them compiled, or their source. The packages
// share one universe (a type met twice is one object). A package whose
// listing fails is in failed, not an error: err is for a load that could
// not run at all.
func typesOf(c Config, fset *token.FileSet, paths []string) (typesResult, error) {
	r := typesResult{pkgs: map[string]*types.Package{}, failed: map[string]error{}, notFound: map[string]bool{}}
	if len(paths) == 0 {
		return r, nil
	}
	if fset == nil {
		fset = token.NewFileSet()
	}
	listed, err := listPackages(&packages.Config{Mode: listMode, Dir: c.Dir}, paths...)
	if err != nil {
		return r, err
	}
	r.matched = len(listed)
	var good []string
	for _, p := range listed {
		if len(p.Errors) > 0 {
			r.failed[p.PkgPath], r.notFound[p.PkgPath] = errors.New(Failure(c.Dir, p)), NotFound(p)
			continue
		}
		good = append(good, p.PkgPath)
	}
	slices.Sort(good)
	good = slices.Compact(good)
	deps := &depLoader{c: c, fset: fset}
	res, _ := deps.load(good) // a first batch never restarts
	if res.err != nil {
		return r, res.err
	}
	why := map[string][]string{}
	for _, d := range res.diags {
		why[d.Subject] = append(why[d.Subject], d.Msg)
	}
	for _, path := range slices.Sorted(maps.Keys(why)) {
		r.failed[path] = errors.New(strings.Join(why[path], "; "))
	}
	// From export data, each package is read with the typed load's
	// importer, which asks go list for the export data of a package the
	// files refer to but did not list (rare).
	tc := &typeChecker{fset: fset, exports: res.files, dir: c.Dir}
	tc.gc = importer.ForCompiler(fset, "gc", tc.openExport)
	for _, path := range good {
		if r.failed[path] != nil {
			continue
		}
		if t := res.pkgs[path]; t != nil {
			r.pkgs[path] = t
			continue
		}
		t, err := tc.gc.Import(path)
		if err != nil {
			r.failed[path] = err
			continue
		}
		r.pkgs[path] = t
	}
	return r, nil
}
