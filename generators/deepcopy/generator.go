package deepcopy

import (
	"github.com/kubegen/kubegen/generators/pipeline"
)

// Gen is the deepcopy generator: a file of DeepCopy functions in each input
// package that asks for them.
type Gen struct {
	// OutputFile is the file name written in each package (deepcopy-gen's
	// --output-file, kubegen's --deepcopy-file).
	OutputFile string
}

var _ pipeline.Generator = Gen{}

// Name is the generator's registry name.
func (Gen) Name() string { return "deepcopy" }

// Needs is the inputs' types: a deep copy follows every field's type.
func (Gen) Needs() pipeline.Needs { return pipeline.Typed }

// Generate renders the deepcopy files. Every input package is a root: a
// file carrying deepcopy-gen's marker there that this run does not write
// (the package stopped asking, or the file name changed) is stale.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	files, err := Files(in.Packages, Options{OutputFile: g.OutputFile, Header: in.Header, Dir: in.Dir})
	if err != nil {
		return pipeline.Output{}, err
	}
	return pipeline.Output{Files: files, Roots: pipeline.PackageRoots(in.Packages, Generator)}, nil
}
