package load

import (
	"cmp"

	"golang.org/x/tools/go/packages"
)

// cheapestProbe is the root of l whose staleness costs go list least to
// compute: the module package (not the standard library's, which the
// toolchain's own builds usually leave compiled) with the fewest packages
// below it. compiled asks about it alone first: on a build cache that
// does not hold the graph (a first run, an empty cache in CI), it is
// stale too and settles the answer for the price of hashing its small
// graph instead of every file of the whole one. "" when there is no
// such root, or only one root.
func (l listing) cheapestProbe() string {
	if l.err != nil || len(l.roots) < 2 {
		return ""
	}
	best, bestSize := "", 0
	for _, r := range l.roots {
		if r.Module == nil {
			continue
		}
		size := 0
		packages.Visit([]*packages.Package{r}, nil, func(*packages.Package) { size++ })
		if best == "" || size < bestSize || size == bestSize && cmp.Less(r.PkgPath, best) {
			best, bestSize = r.PkgPath, size
		}
	}
	return best
}
