package model

import (
	"strings"

	"github.com/kubegen/kubegen/generators/load"
)

// VersionDirs is dir of every version of the set, in order, and of the
// dropped ones (Set.Dropped): the part of an
// output root a run owns (write.Root.Owned), which is never nil, since a
// nil Owned means the whole root.
func (s *Set) VersionDirs(dir func(*Version) string) []string {
	dirs := []string{}
	for _, g := range s.Groups {
		for _, v := range g.Versions {
			dirs = append(dirs, dir(v))
		}
	}
	for _, v := range s.Dropped {
		dirs = append(dirs, dir(v))
	}
	return dirs
}

// dropVersion records a package of a pattern that no +genclient selects,
// when its path ends in <group>/<version>, under the directory names its
// output would have (Set.Dropped).
func (b *builder) dropVersion(p *load.Package) {
	parts := strings.Split(p.PkgPath, "/")
	if len(parts) < 2 || !versionPattern.MatchString(parts[len(parts)-1]) {
		return
	}
	g := &Group{PackageName: strings.ToLower(parts[len(parts)-2]), set: b.set}
	b.set.Dropped = append(b.set.Dropped, &Version{Group: g, Name: parts[len(parts)-1], PkgPath: p.PkgPath})
}
