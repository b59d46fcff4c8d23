package register

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/pipeline"
)

// Gen is the register generator: the scheme registration of each input
// package that asks for it.
type Gen struct {
	// OutputFile is the file name written in each package (register-gen's
	// --output-file, kubegen's --register-file).
	OutputFile string
	// PackageComments: see Options.PackageComments; kubegen's
	// --package-comments sets it.
	PackageComments bool
}

var _ pipeline.Flagged = (*Gen)(nil)

// Name is the generator's registry name.
func (Gen) Name() string { return "register" }

// Needs is the syntax only: the file lists the package's declared kinds.
func (Gen) Needs() pipeline.Needs { return pipeline.Syntax }

// Generate renders the register files; every input package is a root, as
// for the deep copies.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	files, err := Files(in.Packages, Options{OutputFile: g.OutputFile, Header: in.Header, PackageComments: g.PackageComments, Tags: in.Tags})
	if err != nil {
		return pipeline.Output{}, err
	}
	return pipeline.Output{Files: files, Roots: pipeline.PackageRoots(in.Packages, Generator)}, nil
}

// Flags defines the output file's flag: kubegen's --register-file, whose
// "" turns the generator off, or register-gen's --output-file (upstream
// v0.37.2's default, generated.register.go), which must not be empty.
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	if cmd == pipeline.Kubegen {
		fs.StringVar(&g.OutputFile, "register-file", "zz_generated.register.go", "the register file written in each input package that asks for it (+groupName or +k8s:register-gen, and no register.go); \"\" turns register off")
		return func(s *pipeline.Shared) (bool, error) {
			g.PackageComments = s.Options.PackageComments
			return g.OutputFile != "", nil
		}
	}
	fs.StringVar(&g.OutputFile, "output-file", "generated.register.go", "the register file written in each input package that asks for one")
	return func(*pipeline.Shared) (bool, error) {
		if g.OutputFile == "" {
			return false, fmt.Errorf("output file base name cannot be empty")
		}
		return true, nil
	}
}
