package deepcopy

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/pipeline"
)

// Gen is the deepcopy generator: a file of DeepCopy functions in each input
// package that asks for them.
type Gen struct {
	// OutputFile is the file name written in each package (deepcopy-gen's
	// --output-file, kubegen's --deepcopy-file).
	OutputFile string
	// ControllerGen writes controller-gen's layout (Options.ControllerGen)
	// and owns no stale files, as controller-gen removes none.
	ControllerGen bool
}

var _ pipeline.Flagged = (*Gen)(nil)

// Name is the generator's registry name.
func (Gen) Name() string { return "deepcopy" }

// Needs is the inputs' types: a deep copy follows every field's type.
func (Gen) Needs() pipeline.Needs { return pipeline.Typed }

// Generate renders the deepcopy files. Every input package is a root: a
// file carrying deepcopy-gen's marker there that this run does not write
// (the package stopped asking, or the file name changed) is stale.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	files, warnings, err := Files(in.Packages, Options{OutputFile: g.OutputFile, Header: in.Header, Load: in.Load, ControllerGen: g.ControllerGen, Tags: in.Tags})
	if err != nil {
		return pipeline.Output{Warnings: warnings}, err
	}
	if g.ControllerGen {
		return pipeline.Output{Files: files, Warnings: warnings}, nil
	}
	return pipeline.Output{Files: files, Roots: pipeline.PackageRoots(in.Packages, Generator), Warnings: warnings}, nil
}

// Flags defines the output file's flag: kubegen's --deepcopy-file, whose
// "" turns the generator off, or deepcopy-gen's --output-file (upstream
// v0.37.2's default, generated.deepcopy.go; kube_codegen.sh passes
// zz_generated.deepcopy.go), which must not be empty.
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	if cmd == pipeline.Kubegen {
		fs.StringVar(&g.OutputFile, "deepcopy-file", "zz_generated.deepcopy.go", "the deepcopy file written in each input package that asks for it (+k8s:deepcopy-gen); \"\" turns deepcopy off")
		return func(*pipeline.Shared) (bool, error) { return g.OutputFile != "", nil }
	}
	fs.StringVar(&g.OutputFile, "output-file", "generated.deepcopy.go", "the deepcopy file written in each input package that asks for deep copies")
	return func(*pipeline.Shared) (bool, error) {
		if g.OutputFile == "" {
			return false, fmt.Errorf("--output-file must be specified")
		}
		return true, nil
	}
}
