// Package openapi is openapi-gen: the OpenAPI definitions
// (GetOpenAPIDefinitions and one schema function per API type) of the
// input packages, written into one output package, the API rule violation
// report, and the OpenAPIModelName methods of packages that name their
// models (+k8s:openapi-model-package).
package openapi

import (
	"fmt"
	"io"
	"os"
	"path"
	"slices"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// Generator is the marker name upstream's files carry.
const Generator = "openapi-gen"

// Gen is the OpenAPI generator; its fields are its options.
type Gen struct {
	// OutputDir and OutputPkg locate the definitions' package.
	OutputDir, OutputPkg string
	// OutputFile is the definitions' file name.
	OutputFile string
	// ReportFilename receives the API rule violations; "-" is standard
	// output.
	ReportFilename string
	// ModelNameFile, when set, is the file of OpenAPIModelName methods
	// written in each input package with a model package tag.
	ModelNameFile string
	// ReadOnlyPkgs get no model name file (dependencies in the module
	// cache).
	ReadOnlyPkgs []string
	// BaseInputs are packages whose definitions are generated with the
	// inputs' although the run does not name them: kubegen's are
	// kube_codegen.sh gen_openapi's (object metadata, runtime, version,
	// quantities), which every API server serves. They are read-only.
	BaseInputs []string
	// Stdout receives the report when ReportFilename is "-" (os.Stdout
	// when nil).
	Stdout io.Writer
	// PackageComments reads the inputs' package tags (+k8s:openapi-gen,
	// +k8s:openapi-model-package) from the package comment of every file
	// too, not only from doc.go (kubegen: a kubebuilder project has no
	// doc.go); openapi-gen reads doc.go only, as upstream does.
	PackageComments bool
}

var _ pipeline.Flagged = (*Gen)(nil)

// Name is the generator's registry name.
func (Gen) Name() string { return "openapi" }

// Needs is the inputs' types: schemas follow every field's type into
// other packages.
func (Gen) Needs() pipeline.Needs { return pipeline.Typed }

// Flags defines openapi-gen's flags (Own) or kubegen's --openapi-* flags,
// which leave the generator off unless --openapi-output-dir or
// --openapi-output-pkg is given.
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	if cmd == pipeline.Kubegen {
		fs.StringVar(&g.OutputDir, "openapi-output-dir", "", "the directory of the OpenAPI definitions package; with --openapi-output-pkg, turns the OpenAPI generator on")
		fs.StringVar(&g.OutputPkg, "openapi-output-pkg", "", "the Go import path of the OpenAPI definitions package")
		fs.StringVar(&g.OutputFile, "openapi-file", "zz_generated.openapi.go", "the OpenAPI definitions file name")
		fs.StringVar(&g.ReportFilename, "openapi-report-filename", "-", "where the API rule violations go; \"-\" is standard output")
		fs.StringVar(&g.ModelNameFile, "openapi-model-name-file", "", "the file of OpenAPIModelName methods written in each input package with +k8s:openapi-model-package; \"\" writes none")
		fs.StringSliceVar(&g.ReadOnlyPkgs, "openapi-readonly-pkgs", nil, "packages that get no model name file (read-only dependencies)")
		g.BaseInputs = BaseInputs
		return func(s *pipeline.Shared) (bool, error) {
			g.PackageComments = s.Options.PackageComments
			if g.OutputDir == "" && g.OutputPkg == "" {
				return false, nil
			}
			return true, g.check("--openapi-output-dir", "--openapi-output-pkg", "--openapi-file", "--openapi-report-filename")
		}
	}
	fs.StringVar(&g.OutputDir, "output-dir", "", "the directory of the generated definitions package")
	fs.StringVar(&g.OutputPkg, "output-pkg", "", "the Go import path of --output-dir")
	fs.StringVar(&g.OutputFile, "output-file", "generated.openapi.go", "the definitions file's name in --output-dir")
	fs.StringVar(&g.ModelNameFile, "output-model-name-file", "", "the file of OpenAPIModelName methods written in each input package with a +k8s:openapi-model-package tag; empty writes none, and schemas are named after Go types")
	fs.StringSliceVar(&g.ReadOnlyPkgs, "readonly-pkg", nil, "packages that are read-only dependencies: no model name file is written there; may be repeated")
	fs.StringVarP(&g.ReportFilename, "report-filename", "r", "-", "the file the API rule violations are written to; \"-\" is standard output")
	return func(*pipeline.Shared) (bool, error) {
		return true, g.check("--output-dir", "--output-pkg", "--output-file", "--report-filename")
	}
}

func (g *Gen) check(dir, pkg, file, report string) error {
	switch {
	case g.OutputDir == "":
		return fmt.Errorf("%s must be specified", dir)
	case g.OutputPkg == "":
		return fmt.Errorf("%s must be specified", pkg)
	case g.OutputFile == "":
		return fmt.Errorf("%s must be specified", file)
	case g.ReportFilename == "":
		return fmt.Errorf("%s must be specified (use \"-\" for stdout)", report)
	}
	return nil
}

// BaseInputs are the packages kube_codegen.sh's gen_openapi passes to
// openapi-gen before the caller's.
var BaseInputs = []string{"k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/runtime", "k8s.io/apimachinery/pkg/version", "k8s.io/apimachinery/pkg/api/resource"}

// Generate renders the definitions file, the report and the model name
// files.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	in, err := withBaseInputs(in, g.BaseInputs)
	if err != nil {
		return pipeline.Output{}, err
	}
	readOnly := append(slices.Clone(g.ReadOnlyPkgs), g.BaseInputs...)
	r, err := generate(in, options{
		pkgPath: g.OutputPkg, pkgName: path.Base(g.OutputPkg), dir: g.OutputDir, file: g.OutputFile,
		modelNameFile: g.ModelNameFile, readOnly: readOnly, packageComments: g.PackageComments,
	})
	if err != nil {
		return pipeline.Output{}, err
	}
	out := pipeline.Output{Files: r.files, Roots: r.roots, Warnings: r.warnings}
	if g.ReportFilename == "-" {
		w := g.Stdout
		if w == nil {
			w = os.Stdout
		}
		if _, err := w.Write(r.report); err != nil {
			return out, err
		}
	} else {
		out.Files = append(out.Files, writeFile(g.ReportFilename, r.report))
	}
	slices.SortFunc(out.Files, func(a, b fileT) int { return compareStrings(a.Path, b.Path) })
	return out, nil
}

// withBaseInputs adds the base packages the run's inputs lack, loaded with
// types as the inputs are.
func withBaseInputs(in *pipeline.Input, base []string) (*pipeline.Input, error) {
	var missing []string
	for _, b := range base {
		if !slices.ContainsFunc(in.Packages, func(p *load.Package) bool { return p.PkgPath == b }) {
			missing = append(missing, b)
		}
	}
	if len(missing) == 0 {
		return in, nil
	}
	if in.Load == nil {
		return nil, fmt.Errorf("openapi: the base packages %v are not inputs and no loader was given", missing)
	}
	extra, err := in.Load.Typed(missing)
	if err != nil {
		return nil, fmt.Errorf("openapi: loading %v (the base packages of every API server's definitions; the module must require k8s.io/apimachinery): %w", missing, err)
	}
	out := *in
	out.Packages = append(slices.Clone(in.Packages), extra...)
	return &out, nil
}
