// Package clientset is the clientset generator (client-gen's output): the
// clientset, its scheme, the typed clients and their fakes, rendered by
// emit's file table from the model.
package clientset

import (
	"path/filepath"

	"github.com/kubegen/kubegen/generators/emit"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// Gen generates the clientset; its options are the model's
// (model.Options: ClientsetDir, ClientsetOnly, FakeClientset, ...).
type Gen struct{}

var _ pipeline.Generator = Gen{}

// Name is the generator's registry name.
func (Gen) Name() string { return "clientset" }

// Needs is the model.
func (Gen) Needs() pipeline.Needs { return pipeline.Model }

// Generate renders the clientset's files.
func (Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	files, err := emit.Files(in.Set, emit.Targets{Clientset: true})
	return pipeline.Output{Files: files, Roots: Roots(in.Set)}, err
}

// Roots is the clientset directory, limited to the group directories of
// the typed clients this run generates (a removed kind or version
// disappears; another group's output in the same root is left alone).
// With --clientset-only the typed clients are someone else's: no root.
func Roots(s *model.Set) []write.Root {
	if s.Opts.ClientsetOnly {
		return nil
	}
	owned := s.VersionDirs(func(v *model.Version) string { return filepath.Dir(v.ClientDir()) })
	return []write.Root{{Dir: s.Opts.ClientsetDir, Marker: model.GeneratedLine(model.GenClient), Owned: owned}}
}
