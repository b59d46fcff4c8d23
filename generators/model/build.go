package model

import "github.com/kubegen/kubegen/generators/load"

// Build turns loaded packages into a Set. The error, when not nil, is a
// diag.List holding every problem found.
func Build(pkgs []*load.Package, opts Options) (*Set, error) {
	s := &Set{Opts: opts}
	return s, nil
}
