package decoder

import (
	"fmt"
	"go/types"
	"path/filepath"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/render"
)

// Gen is the decoder generator: one file of decoders per informer
// version, beside the informers that use them. It needs the model (which
// versions have informers, and the names the informers call, see
// model.Kind.DecoderFuncName) and the inputs' types. Its files carry
// informer-gen's marker: they live in the informers' tree, whose stale
// files that generator owns.
type Gen struct{}

var _ pipeline.Flagged = (*Gen)(nil)

// Name is the generator's registry name.
func (Gen) Name() string { return "decoders" }

// Needs are the model and the typed load.
func (Gen) Needs() pipeline.Needs { return pipeline.Model | pipeline.Typed }

// Flags defines no flag: the decoders run when the informers decode with
// them, which --decoders decides (a flag every command writing below
// --output-dir has, see pipeline.Shared.Decoders).
func (*Gen) Flags(*pflag.FlagSet, pipeline.Command) pipeline.Finish {
	return func(s *pipeline.Shared) (bool, error) { return s.Options.Decoders, nil }
}

// Generate builds and renders the decoder file of every informer version.
func (Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	pkgs := make(map[string]*types.Package, len(in.Packages))
	for _, p := range in.Packages {
		if p.Types != nil {
			pkgs[p.PkgPath] = p.Types
		}
	}
	var files []render.File
	header := in.Set.Opts.FileHeader(model.GenInformer)
	for _, g := range in.Set.Groups {
		for _, v := range g.InformerVersions() {
			pkg := pkgs[v.PkgPath]
			if pkg == nil {
				return pipeline.Output{}, fmt.Errorf("decoders: no type information for %s", v.PkgPath)
			}
			var kinds []KindRef
			var informerKinds []*model.Kind
			for _, k := range v.Kinds {
				if k.Informer {
					kinds = append(kinds, KindRef{Pkg: pkg, Name: k.Name})
					informerKinds = append(informerKinds, k)
				}
			}
			f, err := Build(kinds, v.InformerPkgPath(), v.PackageName())
			if err != nil {
				return pipeline.Output{}, fmt.Errorf("decoders: %w", err)
			}
			// The informers call the names the model computed; a file
			// declaring others would not build.
			for _, k := range informerKinds {
				if got, want := f.Kinds[v.PkgPath+"."+k.Name], k.DecoderFuncName(); got != want {
					return pipeline.Output{}, fmt.Errorf("internal error: the decoder of %s.%s is %s, but the informer calls %q", v.PkgPath, k.Name, got, want)
				}
			}
			files = append(files, f.renderFile(filepath.Join(v.InformerDir(), v.DecoderFileName()), header))
		}
	}
	out, err := render.Files(files)
	return pipeline.Output{Files: out}, err
}
