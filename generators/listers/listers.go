// Package listers is the lister generator (lister-gen's output), rendered
// by emit's file table from the model.
package listers

import (
	"path/filepath"

	"github.com/kubegen/kubegen/generators/emit"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// Gen generates the listers; its options are the model's (ListersDir,
// ListersPkg).
type Gen struct{}

var _ pipeline.Generator = Gen{}

// Name is the generator's registry name.
func (Gen) Name() string { return "listers" }

// Needs is the model.
func (Gen) Needs() pipeline.Needs { return pipeline.Model }

// Generate renders the listers.
func (Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	files, err := emit.Files(in.Set, emit.Targets{Listers: true})
	return pipeline.Output{Files: files, Roots: Roots(in.Set)}, err
}

// Roots is the listers directory, limited to the groups of this run.
func Roots(s *model.Set) []write.Root {
	owned := s.VersionDirs(func(v *model.Version) string { return filepath.Dir(v.ListerDir()) })
	return []write.Root{{Dir: s.Opts.ListersDir, Marker: model.GeneratedLine(model.GenLister), Owned: owned}}
}
