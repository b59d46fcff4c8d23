package model

// VersionDirs is dir of every version of the set, in order: the part of an
// output root a run owns (write.Root.Owned), which is never nil, since a
// nil Owned means the whole root.
func (s *Set) VersionDirs(dir func(*Version) string) []string {
	dirs := []string{}
	for _, g := range s.Groups {
		for _, v := range g.Versions {
			dirs = append(dirs, dir(v))
		}
	}
	return dirs
}
