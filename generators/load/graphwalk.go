package load

import "golang.org/x/tools/go/packages"

// importsFirst calls fn once for every package of the graph below roots,
// each after every package it imports, in no further order.
// packages.Visit gives the same guarantee in a fixed order, which it pays
// for by sorting every package's imports on every walk; a walk whose
// result does not depend on the order (a hash over keys computed per
// package) uses this one instead.
func importsFirst(roots []*packages.Package, fn func(*packages.Package)) {
	seen := make(map[*packages.Package]bool)
	var visit func(*packages.Package)
	visit = func(p *packages.Package) {
		if seen[p] {
			return
		}
		seen[p] = true
		for _, imp := range p.Imports {
			visit(imp)
		}
		fn(p)
	}
	for _, r := range roots {
		visit(r)
	}
}
