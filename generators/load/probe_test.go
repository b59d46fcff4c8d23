package load

import (
	"testing"

	"golang.org/x/tools/go/packages"
)

// The staleness probe asks first about the module root with the smallest
// graph; standard library roots and single-root batches have none.
func TestCheapestProbe(t *testing.T) {
	mod := &packages.Module{Path: "example.com/dep"}
	pkg := func(path string, m *packages.Module, imports ...*packages.Package) *packages.Package {
		p := &packages.Package{PkgPath: path, Module: m, Imports: map[string]*packages.Package{}}
		for _, imp := range imports {
			p.Imports[imp.PkgPath] = imp
		}
		return p
	}
	fmtPkg := pkg("fmt", nil)
	small := pkg("example.com/dep/small", mod, fmtPkg)
	big := pkg("example.com/dep/big", mod, small, pkg("example.com/dep/other", mod, fmtPkg))
	tiny := pkg("time", nil)

	for _, tc := range []struct {
		name  string
		roots []*packages.Package
		want  string
	}{
		{"smallest module root", []*packages.Package{big, tiny, small}, "example.com/dep/small"},
		{"a tie goes to the first path", []*packages.Package{pkg("example.com/dep/b", mod), pkg("example.com/dep/a", mod), big}, "example.com/dep/a"},
		{"standard library only", []*packages.Package{fmtPkg, tiny}, ""},
		{"one root", []*packages.Package{big}, ""},
	} {
		if got := (listing{roots: tc.roots}).cheapestProbe(); got != tc.want {
			t.Errorf("%s: probe %q, want %q", tc.name, got, tc.want)
		}
	}
}
