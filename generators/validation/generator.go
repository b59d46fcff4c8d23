package validation

import (
	"fmt"
	"os"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/pipeline"
)

// Gen is the validation generator: a file of declarative validation
// functions in each input package whose package comment asks for them
// (+k8s:validation-gen; doc.go only, as upstream, unless PackageComments).
type Gen struct {
	// OutputFile is the file name written in each package
	// (validation-gen's --output-file, kubegen's --validation-file).
	OutputFile string
	// ReadOnlyPkgs are packages whose types are walked and whose
	// validation functions are called, but that get no file
	// (--readonly-pkg).
	ReadOnlyPkgs []string
	// PrintDocs is upstream's --docs.
	PrintDocs bool
	// TestOutputRoot, TestOutputFilePrefix and TestAllowlist are upstream's
	// coverage fixture options (--test-output-*, --test-allowlist).
	TestOutputRoot, TestOutputFilePrefix, TestAllowlist string
	// PackageComments: see model.Options.PackageComments; kubegen's
	// --package-comments sets it.
	PackageComments bool
}

var _ pipeline.Flagged = (*Gen)(nil)

// Name is the generator's registry name.
func (Gen) Name() string { return "validation" }

// Needs is the inputs' types: validations follow every field's type.
func (Gen) Needs() pipeline.Needs { return pipeline.Typed }

// Generate writes the validation file of every input package that asks
// for one. Every input package is a root: a file with validation-gen's
// marker there that this run does not write is stale.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	files, warnings, err := files(in, g)
	if err != nil {
		return pipeline.Output{Warnings: warnings}, err
	}
	return pipeline.Output{Files: files, Roots: pipeline.PackageRoots(in.Packages, Generator), Warnings: warnings}, nil
}

// Flags defines kubegen's --validation-file (off by default while the
// generator covers only part of upstream's validators) and
// --validation-readonly-pkgs, or validation-gen's flags with upstream
// v0.37.2's names and defaults (--go-header-file and --lint-rules are
// common flags).
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	if cmd == pipeline.Kubegen {
		fs.StringVar(&g.OutputFile, "validation-file", "", "the validation file written in each input package that asks for it (+k8s:validation-gen), e.g. "+DefaultOutputFile+"; \"\" (the default) turns validations off")
		fs.StringSliceVar(&g.ReadOnlyPkgs, "validation-readonly-pkgs", nil, "comma-separated import paths whose types the validations walk and call but that get no validation file (validation-gen's --readonly-pkg)")
		return func(s *pipeline.Shared) (bool, error) {
			g.PackageComments = s.Options.PackageComments
			return g.OutputFile != "", nil
		}
	}
	fs.StringVar(&g.OutputFile, "output-file", "generated.validations.go", "the validation file written in each input package that asks for validations")
	fs.StringSliceVar(&g.ReadOnlyPkgs, "readonly-pkg", nil, "the import path of a package whose validations the generated code may call, but that gets no file (repeatable)")
	fs.BoolVar(&g.PrintDocs, "docs", false, "print the documentation of the supported declarative validation tags, and exit")
	fs.StringVar(&g.TestOutputRoot, "test-output-root", "", "also write declarative-validation coverage test fixtures below this directory")
	fs.StringVar(&g.TestOutputFilePrefix, "test-output-file-prefix", "", "prefix of every coverage test fixture file name (only with --test-output-root)")
	fs.StringVar(&g.TestAllowlist, "test-allowlist", "", "YAML file of rules left out of the coverage fixtures (only with --test-output-root)")
	return func(*pipeline.Shared) (bool, error) {
		switch {
		case g.OutputFile == "":
			return false, fmt.Errorf("--output-file must be specified")
		case g.TestAllowlist != "" && g.TestOutputRoot == "":
			return false, fmt.Errorf("--test-allowlist is only meaningful with --test-output-root")
		case g.TestOutputFilePrefix != "" && g.TestOutputRoot == "":
			return false, fmt.Errorf("--test-output-file-prefix is only meaningful with --test-output-root")
		case g.PrintDocs:
			// As upstream, the flags are checked first, then the
			// documentation is printed instead of a run.
			stdout, stderr, err := tagDocs(docTags())
			if err != nil {
				return false, err
			}
			return false, pipeline.PrintOnly{Stdout: stdout, Stderr: stderr}
		}
		if g.TestAllowlist != "" {
			// Upstream reads the allow list before it writes anything; a
			// missing one fails the same way here.
			if _, err := os.Stat(g.TestAllowlist); err != nil {
				return false, fmt.Errorf("--test-allowlist: %v", err)
			}
		}
		return true, nil
	}
}
