// Package schemapatch is controller-gen's schemapatch generator: it
// rewrites the openAPIV3Schema of CustomResourceDefinition files that
// already exist (schemapatch:manifests=<dir>) from the Go types, keeping
// everything else of each file (comments, key order, other fields), as
// controller-tools v0.23.0 does. Schemas come from generators/crdschema;
// kinds and versions are found by the crd generator's rules
// (generators/crdkinds).
package schemapatch

import (
	"fmt"
	"go/types"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/crdkinds"
	"github.com/kubegen/kubegen/generators/crdschema"
	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/manifest"
	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// Gen is the schemapatch generator; its fields are its options.
type Gen struct {
	// Manifests is the directory whose CRD files are patched.
	Manifests string
	// Schema shapes the schemas (maxDescLen, generateEmbeddedObjectMeta).
	Schema crdschema.Options
	// Out is where the patched files go (by file name, as read).
	Out manifest.Destination
}

var _ pipeline.Generator = (*Gen)(nil)

// Name is the generator's name.
func (Gen) Name() string { return "schemapatch" }

// Needs is the inputs' types, for the schemas.
func (Gen) Needs() pipeline.Needs { return pipeline.Typed }

// Check reports options nothing can be patched with.
func (g *Gen) Check() error {
	if g.Manifests == "" {
		return fmt.Errorf("schemapatch needs the directory of the CRD files to patch: write schemapatch:manifests=<dir>")
	}
	return nil
}

// Generate patches every CRD file of the manifests directory whose group
// and kind a Go type declares; other CRD files are written back as read
// (re-encoded, as upstream does), other files are left alone.
func (g Gen) Generate(in *pipeline.Input) (pipeline.Output, error) {
	if !importsMetav1(in.Packages) {
		// Without metav1 no type is a kind: upstream returns before it
		// reads the manifests.
		return pipeline.Output{}, nil
	}
	kinds, warnings := kindVersions(in.Tags, in.Packages)
	sets, diags, err := readManifests(g.Manifests)
	if err != nil {
		return pipeline.Output{Warnings: warnings}, err
	}
	var roots []*types.TypeName
	for _, kv := range kinds {
		if s := sets[groupKind{kv.Group, kv.Kind}]; s != nil && s.versions[kv.Version] {
			roots = append(roots, kv.Type)
		}
	}
	if len(roots) > 0 {
		opts := g.Schema
		opts.Markers = in.Tags
		schemas, sdiags, err := crdschema.Build(in.Packages, roots, opts)
		if err != nil {
			return pipeline.Output{Warnings: warnings}, err
		}
		diags = append(diags, sdiags...)
		for _, kv := range kinds {
			s := sets[groupKind{kv.Group, kv.Kind}]
			if sc := schemas[kv.Type]; s != nil && sc != nil && s.versions[kv.Version] {
				s.schemas[kv.Version] = sc
			}
		}
	}
	for _, s := range sets {
		if len(s.schemas) > 0 {
			patchSet(s, &diags)
		}
	}
	warnings = append(warnings, diags.Warnings()...)
	if err := diags.Err(); err != nil {
		return pipeline.Output{Warnings: warnings}, err
	}
	out := pipeline.Output{Warnings: warnings}
	for _, f := range orderedFiles(sets) {
		content, err := encode(f)
		if err != nil {
			return out, fmt.Errorf("%s: %w", f.path, err)
		}
		out.Files = append(out.Files, g.Out.Files(f.name, content)...)
	}
	return out, nil
}

// importsMetav1 reports whether some input package imports metav1, which
// upstream requires before it looks for kinds at all.
func importsMetav1(pkgs []*load.Package) bool {
	for _, p := range pkgs {
		if p.Types == nil {
			continue
		}
		for _, imp := range p.Types.Imports() {
			if imp.Path() == "k8s.io/apimachinery/pkg/apis/meta/v1" {
				return true
			}
		}
	}
	return false
}

// schemas of one CRD's versions, keyed by version name.
type schemas = map[string]*apiextensionsv1.JSONSchemaProps

// kindVersion is one kind's Go type in one API version.
type kindVersion struct {
	Group, Kind, Version string
	Type                 *types.TypeName
}

// kindVersions lists every kind of the packages in each version that
// declares it, as the crd generator finds them, with the warnings finding
// them gives (a kind without +groupName).
func kindVersions(c *markers.Collector, pkgs []*load.Package) ([]kindVersion, diag.List) {
	var diags diag.List
	var out []kindVersion
	for _, k := range crdkinds.Find(c, pkgs, &diags) {
		for _, kv := range k.Versions {
			out = append(out, kindVersion{Group: k.Group, Kind: k.Kind, Version: kv.API.Version, Type: kv.Type})
		}
	}
	return out, diags
}
