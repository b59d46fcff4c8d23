// Package informers is the informer generator (informer-gen's output): the
// factory, its generic lookup and the typed informers, rendered by emit's
// file table from the model. The informers call the decoder generator's
// functions when the run has it (model.Options.Decoders).
package informers

import (
	"path/filepath"

	"github.com/kubegen/kubegen/generators/emit"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// Gen generates the informers; its options are the model's
// (InformersDir, ClientsetPkg, ListersPkg, SingleDirectory, Decoders).
type Gen struct{}

var _ pipeline.Generator = Gen{}

// Name is the generator's registry name.
func (Gen) Name() string { return "informers" }

// Needs is the model.
func (Gen) Needs() pipeline.Needs { return pipeline.Model }

// Generate renders the informers.
func (Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	files, err := emit.Files(in.Set, emit.Targets{Informers: true})
	return pipeline.Output{Files: files, Roots: Roots(in.Set)}, err
}

// Roots is the informers directory, limited to the groups of this run.
// The decoder files below it carry informer-gen's marker too, so this root
// also removes those a run no longer generates. The factory files go
// with the last group they serve (see write.Root.Companions).
func Roots(s *model.Set) []write.Root {
	owned := s.VersionDirs(func(v *model.Version) string { return filepath.Dir(v.InformerDir()) })
	return []write.Root{{Dir: s.Opts.InformersDir, Marker: model.GeneratedLine(model.GenInformer), Owned: owned, Companions: emit.InformerFactoryFiles(s)}}
}
