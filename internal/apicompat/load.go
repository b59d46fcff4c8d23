package apicompat

import (
	"fmt"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Tree is one generated tree: a module directory and the import path of the
// output root inside it.
type Tree struct {
	// Dir is a directory of the module the tree builds in ("" is the
	// working directory).
	Dir string
	// Root is the import path of the output root, e.g.
	// "example.com/synth/generated"; every package at or below it is read.
	Root string
}

// API is the exported API of a tree: declarations by package (relative to
// the output root), and the set of packages, including those that declare
// nothing exported.
type API struct {
	Root     string
	Packages []string
	Decls    []Decl
}

// mode reads types only: without NeedSyntax the packages, like their
// dependencies, come from the compiler's export data, which holds their
// complete API and is quicker than type-checking the sources.
const mode = packages.NeedName | packages.NeedTypes

// Load reads the exported API of every package under t.Root. The tree must
// build: a package with errors fails the load, listing all errors.
func Load(t Tree) (*API, error) {
	root := strings.TrimSuffix(t.Root, "/")
	if root == "" {
		return nil, fmt.Errorf("apicompat: empty output root import path")
	}
	cfg := &packages.Config{Mode: mode, Dir: t.Dir}
	pkgs, err := packages.Load(cfg, root+"/...")
	if err != nil {
		return nil, fmt.Errorf("apicompat: loading %s: %w", root, err)
	}
	var errs []string
	seen := make(map[string]bool)
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			// go list and the type checker may report the same error twice.
			if msg := e.Error(); !seen[msg] {
				seen[msg] = true
				errs = append(errs, msg)
			}
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("apicompat: %s does not load:\n\t%s", root, strings.Join(errs, "\n\t"))
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("apicompat: no packages under %s", root)
	}
	w := &typeWriter{root: root}
	api := &API{Root: root}
	for _, p := range pkgs {
		rel, ok := relPath(root, p.PkgPath)
		if !ok {
			continue
		}
		api.Packages = append(api.Packages, rel)
		api.Decls = append(api.Decls, declsOf(p.Types, rel, w)...)
	}
	sort.Strings(api.Packages)
	sort.SliceStable(api.Decls, func(i, j int) bool { return api.Decls[i].Pkg < api.Decls[j].Pkg })
	return api, nil
}

// relPath is path relative to root: "" for root itself, "a/b" for root/a/b.
func relPath(root, path string) (string, bool) {
	if path == root {
		return "", true
	}
	rest, ok := strings.CutPrefix(path, root+"/")
	return rest, ok
}
