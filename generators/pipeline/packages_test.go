package pipeline

import (
	"errors"
	"go/token"
	"go/types"
	"testing"
)

// countingLoader is a Loader that knows a fixed set of packages and
// counts the loads asked of it; the methods Packages does not call are
// left to the embedded nil interface.
type countingLoader struct {
	Loader
	known        map[string]*types.Package
	one, several int
}

func (l *countingLoader) TypesOf(_ *token.FileSet, path string) (*types.Package, bool, error) {
	l.one++
	if p := l.known[path]; p != nil {
		return p, false, nil
	}
	return nil, true, errors.New("no package " + path)
}

func (l *countingLoader) TypesOfAll(_ *token.FileSet, paths []string) map[string]*types.Package {
	l.several++
	out := map[string]*types.Package{}
	for _, path := range paths {
		if p := l.known[path]; p != nil {
			out[path] = p
		}
	}
	return out
}

// TestPackagesLoadsEachOnce: imported packages need no load, prefetched
// ones come from one load, and a failure is remembered, not retried.
func TestPackagesLoadsEachOnce(t *testing.T) {
	dep := types.NewPackage("example.com/dep", "dep")
	input := types.NewPackage("example.com/in", "in")
	input.SetImports([]*types.Package{dep})
	a, b := types.NewPackage("example.com/a", "a"), types.NewPackage("example.com/b", "b")
	l := &countingLoader{known: map[string]*types.Package{a.Path(): a, b.Path(): b}}
	ps := NewPackages(l, token.NewFileSet())
	ps.AddImports(input)

	ps.Prefetch([]string{"example.com/dep", a.Path(), b.Path(), a.Path(), "./relative"})
	if l.several != 1 {
		t.Fatalf("prefetch made %d loads, want 1", l.several)
	}
	for _, want := range []*types.Package{dep, a, b} {
		if got, err := ps.Lookup(want.Path()); got != want || err != nil {
			t.Errorf("Lookup(%s) = %v, %v", want.Path(), got, err)
		}
	}
	if l.one != 0 {
		t.Errorf("lookups of known packages made %d loads", l.one)
	}
	for range 2 {
		if _, err := ps.Lookup("example.com/missing"); err == nil {
			t.Error("a missing package looked up without an error")
		}
	}
	if l.one != 1 || !ps.NotFound("example.com/missing") {
		t.Errorf("missing package: %d loads, NotFound %v; want 1 load and true", l.one, ps.NotFound("example.com/missing"))
	}
	if ps.Known("example.com/other") != nil || ps.Known(dep.Path()) != dep {
		t.Error("Known answers other than what is at hand")
	}
}
