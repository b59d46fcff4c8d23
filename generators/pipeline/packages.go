package pipeline

import (
	"errors"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// Packages finds packages by import path for a generator that reads
// packages beyond its inputs (a tag or flag naming an input, peer or
// read-only package). The packages the inputs import, directly or not,
// are at hand with their types; any other is loaded through the run's
// Loader, several in one load when the generator names them up front
// (Prefetch), and remembered, failures included, so that each is loaded
// at most once.
type Packages struct {
	load     Loader
	fset     *token.FileSet
	imported map[string]*types.Package
	loaded   map[string]*types.Package // nil: failed, for the reason in failed
	failed   map[string]error
	notFound map[string]bool // failed as no package at all
}

// NewPackages finds packages through load (nil: only those the inputs
// import), loading their types into fset.
func NewPackages(load Loader, fset *token.FileSet) *Packages {
	return &Packages{load: load, fset: fset, imported: map[string]*types.Package{}, loaded: map[string]*types.Package{}, failed: map[string]error{}, notFound: map[string]bool{}}
}

// AddImports records p and every package it imports, directly or not.
func (ps *Packages) AddImports(p *types.Package) {
	if p == nil || ps.imported[p.Path()] != nil {
		return
	}
	ps.imported[p.Path()] = p
	for _, i := range p.Imports() {
		ps.AddImports(i)
	}
}

// Prefetch loads in one go the packages among paths that are not at hand
// (relative paths are left to Lookup, which reports them). One path alone
// is left to Lookup too, which gives it its own error.
func (ps *Packages) Prefetch(paths []string) {
	var missing []string
	for _, path := range paths {
		if ps.imported[path] == nil && !strings.HasPrefix(path, ".") && !slices.Contains(missing, path) {
			missing = append(missing, path)
		}
	}
	if len(missing) < 2 || ps.load == nil {
		return
	}
	for path, p := range ps.load.TypesOfAll(ps.fset, missing) {
		ps.loaded[path] = p
	}
}

// Lookup is the package at path: imported by the inputs, prefetched, or
// loaded now.
func (ps *Packages) Lookup(path string) (*types.Package, error) {
	if p := ps.imported[path]; p != nil {
		return p, nil
	}
	if p, ok := ps.loaded[path]; ok {
		if p == nil {
			return nil, ps.failed[path]
		}
		return p, nil
	}
	if ps.load == nil {
		return nil, errors.New("no loader for packages the inputs do not import was given")
	}
	p, notFound, err := ps.load.TypesOf(ps.fset, path)
	if err != nil {
		ps.loaded[path], ps.failed[path], ps.notFound[path] = nil, err, notFound
		return nil, err
	}
	ps.loaded[path] = p
	return p, nil
}

// NotFound reports whether Lookup failed on path because no package is
// there at all (not because it does not load).
func (ps *Packages) NotFound(path string) bool { return ps.notFound[path] }

// Known is the package at path if the inputs import it or it was loaded,
// without loading anything; nil otherwise.
func (ps *Packages) Known(path string) *types.Package {
	if p := ps.imported[path]; p != nil {
		return p
	}
	return ps.loaded[path]
}
