package load

import (
	"slices"

	"golang.org/x/tools/go/packages"
)

// listWide lists the graph below paths, or when wide (a superset of paths,
// Config.GuessFrom's guess) is given, the graph below wide in one go list
// and paths' part of it: ls for paths, wl for wide (empty without wide, or
// when a path is not among wide's roots and was listed apart).
func (u *sourceUniverse) listWide(paths, wide []string) (ls, wl listing) {
	if len(wide) == 0 {
		return u.list(paths), listing{}
	}
	wl = u.list(wide)
	if wl.err != nil {
		return u.list(paths), listing{}
	}
	byPath := map[string]*packages.Package{}
	for _, r := range wl.roots {
		byPath[r.PkgPath] = r
	}
	for _, p := range paths {
		r := byPath[p]
		if r == nil {
			return u.list(paths), listing{}
		}
		ls.roots = append(ls.roots, r)
	}
	packages.Visit(ls.roots, nil, func(p *packages.Package) {
		if _, ok := u.done[p.PkgPath]; !ok {
			ls.order = append(ls.order, p)
		}
		ls.broken = ls.broken || len(p.Errors) > 0
	})
	return ls, wl
}

// checkWide checks ls from source and records it under key when ok; with
// a wide listing it checks that instead and records both entries: the
// first batch's, which the load's later runs read, and the wide one, which
// a load of every input of the command line (controller-gen's object line
// after its crd line) reads instead of checking the graph again.
func (u *sourceUniverse) checkWide(ls listing, key string, ok bool, wl listing) {
	if len(wl.roots) == 0 || slices.EqualFunc(wl.roots, ls.roots, func(a, b *packages.Package) bool { return a == b }) {
		u.check(ls, key, ok)
		return
	}
	wkey, wok := u.cache.key(u.dir, wl.entryRoots())
	u.check(wl, wkey, wok)
	if ok {
		u.write(key, ls)
	}
}
