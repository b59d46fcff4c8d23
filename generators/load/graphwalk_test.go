package load

import (
	"testing"

	"golang.org/x/tools/go/packages"
)

// importsFirst meets every package of the graph once, after all it
// imports, however many paths lead to it.
func TestImportsFirstVisitsEachPackageAfterItsImports(t *testing.T) {
	d := &packages.Package{ID: "d"}
	b := &packages.Package{ID: "b", Imports: map[string]*packages.Package{"d": d}}
	c := &packages.Package{ID: "c", Imports: map[string]*packages.Package{"d": d, "b": b}}
	a := &packages.Package{ID: "a", Imports: map[string]*packages.Package{"b": b, "c": c}}
	pos := map[*packages.Package]int{}
	importsFirst([]*packages.Package{a, c}, func(p *packages.Package) {
		if _, twice := pos[p]; twice {
			t.Errorf("%s met twice", p.ID)
		}
		pos[p] = len(pos)
	})
	if len(pos) != 4 {
		t.Fatalf("met %d packages, want 4", len(pos))
	}
	for p := range pos {
		for _, imp := range p.Imports {
			if pos[imp] > pos[p] {
				t.Errorf("%s met before its import %s", p.ID, imp.ID)
			}
		}
	}
}
