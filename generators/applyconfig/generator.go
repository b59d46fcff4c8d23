package applyconfig

import (
	"path"
	"path/filepath"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// Gen is the apply configuration generator (applyconfiguration-gen's
// output). Options.Header is ignored: the run's header is used.
type Gen struct {
	Options Options
}

var _ pipeline.Flagged = (*Gen)(nil)

// Name is the generator's registry name.
func (Gen) Name() string { return "applyconfig" }

// Needs are the model (which versions and kinds) and the inputs' types
// (every field's type becomes a schema and an apply configuration).
func (Gen) Needs() pipeline.Needs { return pipeline.Model | pipeline.Typed }

// Flags defines the apply configurations' flags. kubegen writes them at
// <output-dir>/<applyconfiguration-subdir> unless that is "" or the
// clients use an existing package (--apply-configuration-package, the
// clientset's flag: the clientset generator runs first); applyconfiguration-gen
// writes them at --output-dir. Their import path is the model's
// (ApplyConfigPkg): the clients' Apply methods import it.
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	external := NewExternalFlag()
	if cmd == pipeline.Kubegen {
		sub := fs.String("applyconfiguration-subdir", "applyconfiguration", "the directory below --output-dir for the generated apply configurations (the clients get Apply methods); \"\" turns them off")
		fs.Var(external, "external-applyconfigurations", "apply configurations of other packages' types, as <type-package>.<type-name>:<applyconfiguration-package>, comma separated; meta/v1's are always included")
		fs.StringVar(&g.Options.OpenAPISchema, "openapi-schema", "", "apply configurations: an OpenAPI (v2) document defining the kinds; without it the schema is derived from the Go types")
		fs.BoolVar(&g.Options.SchemaFromGoTypes, "applyconfig-schema-from-types", true, "without --openapi-schema, derive the apply configurations' schema from the Go types (Extract functions, a fake clientset that applies); false writes upstream's tree without a schema")
		return func(s *pipeline.Shared) (bool, error) {
			o := &s.Options
			if o.ApplyConfigPkg != "" || *sub == "" {
				return false, nil
			}
			// With the register generator off (kube_codegen.sh's gen_client
			// after gen_register), the register file on disk is the
			// package's, as it is for upstream's tool; when kubegen writes
			// it in this run, the output must not depend on an old one.
			if f := fs.Lookup("register-file"); f != nil && f.Value.String() == "" {
				g.Options.GeneratedSchemeGroupVersion = true
			}
			if err := s.NeedOutputDir(); err != nil {
				return false, err
			}
			// Generated here, and used by the clients (Apply, ApplyStatus)
			// and the fake clientset's type converter.
			g.Options.Dir, g.Options.Pkg = filepath.Join(o.OutputDir, *sub), path.Join(o.OutputPkg, *sub)
			g.Options.External, o.ApplyConfigPkg = external.M, g.Options.Pkg
			return true, nil
		}
	}
	fs.Var(external, "external-applyconfigurations", "apply configurations of other packages' types, as <type-package>.<type-name>:<applyconfiguration-package>, comma separated (e.g. k8s.io/api/apps/v1.Deployment:k8s.io/client-go/applyconfigurations/apps/v1); meta/v1's are always included")
	fs.StringVar(&g.Options.OpenAPISchema, "openapi-schema", "", "path to an OpenAPI (v2) document defining the kinds; without it the schema is derived from the Go types")
	return func(s *pipeline.Shared) (bool, error) {
		o := &s.Options
		g.Options.Dir, g.Options.Pkg, g.Options.External = o.OutputDir, o.OutputPkg, external.M
		g.Options.GeneratedSchemeGroupVersion = true
		g.Options.SchemaFromGoTypes = true
		o.ApplyConfigPkg, o.ApplyConfigOnly = o.OutputPkg, true
		return true, nil
	}
}

// Generate renders the apply configuration tree.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	o := g.Options
	o.Header, o.Tags = in.Header, in.Tags
	files, warnings, err := Files(in.Set, in.Packages, o)
	if err != nil {
		return pipeline.Output{Warnings: warnings}, err
	}
	return pipeline.Output{Files: files, Roots: g.roots(in.Set), Warnings: warnings}, nil
}

// roots is the tree's directory, limited to the group versions of this run
// and the shared internal package.
func (g Gen) roots(s *model.Set) []write.Root {
	owned := s.VersionDirs(func(v *model.Version) string {
		return filepath.Join(g.Options.Dir, v.Group.PackageName, v.PackageName())
	})
	owned = append(owned, filepath.Join(g.Options.Dir, "internal"))
	return []write.Root{{Dir: g.Options.Dir, Marker: model.GeneratedLine(Generator), Owned: owned}}
}
