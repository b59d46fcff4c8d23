package register

import (
	"github.com/kubegen/kubegen/generators/pipeline"
)

// Gen is the register generator: the scheme registration of each input
// package that asks for it.
type Gen struct {
	// OutputFile is the file name written in each package (register-gen's
	// --output-file, kubegen's --register-file).
	OutputFile string
}

var _ pipeline.Generator = Gen{}

// Name is the generator's registry name.
func (Gen) Name() string { return "register" }

// Needs is the syntax only: the file lists the package's declared kinds.
func (Gen) Needs() pipeline.Needs { return pipeline.Syntax }

// Generate renders the register files; every input package is a root, as
// for the deep copies.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	files, err := Files(in.Packages, Options{OutputFile: g.OutputFile, Header: in.Header})
	if err != nil {
		return pipeline.Output{}, err
	}
	return pipeline.Output{Files: files, Roots: pipeline.PackageRoots(in.Packages, Generator)}, nil
}
