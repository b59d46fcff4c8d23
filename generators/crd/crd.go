// Package crd is controller-gen's crd generator: a CustomResourceDefinition
// manifest per kind of the input packages (every struct embedding
// metav1.TypeMeta and metav1.ObjectMeta in a package with +groupName),
// byte for byte as controller-tools v0.23.0 writes it. Everything of the
// CRD but the versions' openAPIV3Schema is decided here (names, scope,
// versions and their merge, subresources, printer columns, selectable
// fields, metadata); the schemas come from generators/crdschema and the
// YAML bytes from generators/manifest.
package crd

import (
	"fmt"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/pflag"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/crdkinds"
	"github.com/kubegen/kubegen/generators/crdschema"
	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/manifest"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// DefaultToolVersion is the controller-gen version the CRDs are signed
// with (controller-gen.kubebuilder.io/version): the release whose output
// this generator reproduces.
const DefaultToolVersion = "v0.23.0"

// Options are controller-gen's crd options (crd:maxDescLen=…, …).
type Options struct {
	// Schema shapes the versions' schemas.
	Schema crdschema.Options
	// CRDVersions are the apiextensions versions to write; controller-gen
	// supports "v1" only, and so does this. Empty means v1.
	CRDVersions []string
	// HeaderFile's text, " YEAR" replaced by Year, opens every file.
	HeaderFile, Year string
	// PreserveUnknownFields, when set, writes spec.preserveUnknownFields
	// (deprecatedV1beta1CompatibilityPreserveUnknownFields).
	PreserveUnknownFields *bool
	// OmitToolVersion leaves out the version annotation.
	OmitToolVersion bool
	// ToolVersion is the version annotation's value (DefaultToolVersion
	// when empty).
	ToolVersion string
	// DropIn is controller-gen's drop-in (cmd/controller-gen): a CRD
	// controller-gen writes although the API server refuses it (two
	// storage versions) is written, with a warning. Without it (kubegen)
	// that is an error and nothing is written.
	DropIn bool
}

// Gen is the crd generator; its fields are its options.
type Gen struct {
	// OutputDir receives the CRD files (<group>_<plural>.yaml).
	OutputDir string
	Options
	// maxDescLen is the flag's value; -1 is unset.
	maxDescLen int
}

var _ pipeline.Flagged = (*Gen)(nil)

// Name is the generator's registry name.
func (Gen) Name() string { return "crd" }

// Needs is the inputs' types: kinds are found by what their embedded
// fields are, and schemas follow every field's type.
func (Gen) Needs() pipeline.Needs { return pipeline.Typed }

// Flags defines kubegen's --crd-* flags; the generator is off unless
// --crd-output-dir is given. controller-gen's own command line (crd:…)
// sets the fields directly.
func (g *Gen) Flags(fs *pflag.FlagSet, cmd pipeline.Command) pipeline.Finish {
	if cmd != pipeline.Kubegen {
		return func(*pipeline.Shared) (bool, error) { return true, g.Check() }
	}
	fs.StringVar(&g.OutputDir, "crd-output-dir", "", "write a CustomResourceDefinition manifest per kind (controller-gen's crd output) into this directory; off when empty")
	fs.IntVar(&g.maxDescLen, "crd-max-desc-len", -1, "crd:maxDescLen: truncate schema descriptions to this many characters (0 drops them; -1 keeps them whole)")
	fs.BoolVar(&g.Schema.GenerateEmbeddedObjectMeta, "crd-generate-embedded-object-meta", false, "crd:generateEmbeddedObjectMeta: an ObjectMeta below the root gets its name, namespace, labels, annotations and finalizers")
	fs.BoolVar(&g.Schema.AllowDangerousTypes, "crd-allow-dangerous-types", false, "crd:allowDangerousTypes: float32 and float64 fields become numbers instead of errors")
	fs.BoolVar(&g.Schema.IgnoreUnexportedFields, "crd-ignore-unexported-fields", false, "crd:ignoreUnexportedFields: leave unexported struct fields out of the schemas")
	fs.StringSliceVar(&g.CRDVersions, "crd-versions", []string{"v1"}, "crd:crdVersions: the apiextensions versions to write (only v1 exists)")
	fs.StringVar(&g.HeaderFile, "crd-header-file", "", "crd:headerFile: text that opens every CRD file (\" YEAR\" replaced by --crd-year)")
	fs.StringVar(&g.Year, "crd-year", "", "crd:year: the year that replaces \" YEAR\" in --crd-header-file")
	fs.BoolVar(&g.OmitToolVersion, "crd-omit-tool-version", false, "crd:omitToolVersion: leave out the controller-gen.kubebuilder.io/version annotation")
	var preserve bool
	fs.BoolVar(&preserve, "crd-preserve-unknown-fields", false, "crd:deprecatedV1beta1CompatibilityPreserveUnknownFields: write spec.preserveUnknownFields with this value (left out unless given)")
	return func(*pipeline.Shared) (bool, error) {
		if g.OutputDir == "" {
			return false, nil
		}
		if fs.Changed("crd-preserve-unknown-fields") {
			g.PreserveUnknownFields = &preserve
		}
		if g.maxDescLen >= 0 {
			n := g.maxDescLen
			g.Schema.MaxDescLen = &n
		}
		return true, g.Check()
	}
}

// Check reports options no CRD can be written with.
func (g *Gen) Check() error {
	if g.OutputDir == "" {
		return fmt.Errorf("the crd generator needs an output directory")
	}
	for _, v := range g.CRDVersions {
		if v != "v1" {
			return fmt.Errorf("crdVersions: %q is not a CustomResourceDefinition version; write v1 (the only one controller-gen v0.23.0 and the API server still support)", v)
		}
	}
	return nil
}

// Generate writes one file per CRD.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	o := g.Options
	o.Schema.Markers = in.Tags
	crds, warnings, err := Build(in.Packages, o)
	if err != nil {
		return pipeline.Output{Warnings: warnings}, err
	}
	header, err := manifest.Header(g.HeaderFile, g.Year)
	if err != nil {
		return pipeline.Output{Warnings: warnings}, err
	}
	files, err := Files(crds, header, g.Options)
	if err != nil {
		return pipeline.Output{Warnings: warnings}, err
	}
	for i := range files {
		files[i].Path = filepath.Join(g.OutputDir, files[i].Path)
	}
	// No roots: controller-gen removes no manifests, and a YAML file
	// carries no marker that says who wrote it.
	return pipeline.Output{Files: files, Warnings: warnings}, nil
}

// Build returns the CRDs of the packages' kinds (loaded with types), in
// controller-gen's order. Input errors come back as a diag.List error,
// warnings beside it.
func Build(pkgs []*load.Package, o Options) ([]*apiextensionsv1.CustomResourceDefinition, diag.List, error) {
	var diags diag.List
	kinds := crdkinds.Find(o.Schema.Markers, pkgs, &diags)
	var roots []*types.TypeName
	for _, gk := range kinds {
		for _, kv := range gk.Versions {
			roots = append(roots, kv.Type)
		}
	}
	var crds []*apiextensionsv1.CustomResourceDefinition
	if len(roots) > 0 {
		// The schemas read the typed packages; the others hold no kind
		// (TypedInputs).
		typed := slices.DeleteFunc(slices.Clone(pkgs), func(p *load.Package) bool { return p.Types == nil })
		schemas, sdiags, err := crdschema.Build(typed, roots, o.Schema)
		if err != nil {
			return nil, diags.Warnings(), err
		}
		diags = append(diags, sdiags...)
		of := func(kv *crdkinds.KindVersion) *apiextensionsv1.JSONSchemaProps { return schemas[kv.Type] }
		byName := map[string]*crdkinds.Kind{}
		for _, gk := range kinds {
			crd := build(gk, of, &o, &diags)
			if crd == nil {
				continue
			}
			checkColumnPaths(gk, crd, &diags)
			checkSelectableFields(gk, crd, o.DropIn, &diags)
			if other := byName[crd.Name]; other != nil {
				// controller-gen writes both to one file, the second over
				// the first.
				diags.Add(gk.Versions[0].Pos, gk.String(), "its CRD is named %s, as %s's is (declared at %s:%d); give one of them another plural with +kubebuilder:resource:path=<plural>", crd.Name, other, diag.Path(other.Versions[0].Pos.Filename), other.Versions[0].Pos.Line)
			}
			byName[crd.Name] = gk
			crds = append(crds, crd)
		}
	}
	if err := diags.Err(); err != nil {
		return nil, diags.Warnings(), err
	}
	return crds, diags.Warnings(), nil
}

// schemaOf gives a version's schema.
type schemaOf func(*crdkinds.KindVersion) *apiextensionsv1.JSONSchemaProps

// Files renders the CRDs as controller-gen names and prints them: the
// first of crdVersions as <group>_<plural>.yaml, any other with the
// version before ".yaml"; paths are relative to the output directory.
func Files(crds []*apiextensionsv1.CustomResourceDefinition, header string, o Options) ([]write.File, error) {
	versions := o.CRDVersions
	if len(versions) == 0 {
		versions = []string{"v1"}
	}
	transforms := []manifest.Transform{manifest.DropStatus, manifest.DropCreationTimestamp}
	if o.PreserveUnknownFields != nil {
		keep := *o.PreserveUnknownFields
		transforms = append(transforms, func(obj map[string]any) error {
			if spec, ok := obj["spec"].(map[string]any); ok {
				spec["preserveUnknownFields"] = keep
			}
			return nil
		})
	}
	var files []write.File
	for _, crd := range crds {
		for i, v := range versions {
			name := crd.Spec.Group + "_" + crd.Spec.Names.Plural + ".yaml"
			if i > 0 {
				name = crd.Spec.Group + "_" + crd.Spec.Names.Plural + "." + v + ".yaml"
			}
			b, err := manifest.Render(header, []any{crd}, transforms...)
			if err != nil {
				return nil, err
			}
			files = append(files, write.File{Path: name, Content: b})
		}
	}
	slices.SortStableFunc(files, func(a, b write.File) int { return strings.Compare(a.Path, b.Path) })
	return files, nil
}
