package applyconfig

import (
	"path/filepath"

	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// Gen is the apply configuration generator (applyconfiguration-gen's
// output). Options.Header is ignored: the run's header is used.
type Gen struct {
	Options Options
}

var _ pipeline.Generator = Gen{}

// Name is the generator's registry name.
func (Gen) Name() string { return "applyconfig" }

// Needs are the model (which versions and kinds) and the inputs' types
// (every field's type becomes a schema and an apply configuration).
func (Gen) Needs() pipeline.Needs { return pipeline.Model | pipeline.Typed }

// Generate renders the apply configuration tree.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	o := g.Options
	o.Header = in.Header
	files, warnings, err := Files(in.Set, in.Packages, o)
	if err != nil {
		return pipeline.Output{Warnings: warnings}, err
	}
	return pipeline.Output{Files: files, Roots: g.roots(in.Set), Warnings: warnings}, nil
}

// roots is the tree's directory, limited to the group versions of this run
// and the shared internal package.
func (g Gen) roots(s *model.Set) []write.Root {
	var owned []string
	for _, grp := range s.Groups {
		for _, v := range grp.Versions {
			owned = append(owned, filepath.Join(g.Options.Dir, grp.PackageName, v.PackageName()))
		}
	}
	owned = append(owned, filepath.Join(g.Options.Dir, "internal"))
	return []write.Root{{Dir: g.Options.Dir, Marker: model.GeneratedLine(Generator), Owned: owned}}
}
