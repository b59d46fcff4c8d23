package crdschema

import (
	"cmp"
	"fmt"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/schema"
)

// Options are the crd generator's options that shape a schema
// (controller-gen's crd:maxDescLen, generateEmbeddedObjectMeta,
// allowDangerousTypes, ignoreUnexportedFields).
type Options struct {
	// MaxDescLen, when set, truncates descriptions to that many bytes
	// (0 drops them), cutting at a sentence end or a space.
	MaxDescLen *int
	// GenerateEmbeddedObjectMeta gives an ObjectMeta below the root its
	// name, namespace, labels, annotations and finalizers instead of an
	// empty object.
	GenerateEmbeddedObjectMeta bool
	// AllowDangerousTypes lets float32 and float64 fields be numbers;
	// without it they are errors.
	AllowDangerousTypes bool
	// IgnoreUnexportedFields leaves unexported fields out.
	IgnoreUnexportedFields bool
	// Markers is the run's marker collector (pipeline.Input.Tags), whose
	// walks of the files Build shares with the run's other generators;
	// nil reads the files with a collector of Build's own.
	Markers *markers.Collector
}

// Build renders the openAPIV3Schema of each root (a kind's struct) from
// the Go types of pkgs (as load.Typed returns them): one schema model of
// all roots, each root rendered whole, every named type inlined, with the
// top-level metadata an empty object as controller-gen writes it, and
// descriptions truncated by opts.MaxDescLen. The returned schemas share
// subtrees (a named type's schema is in every root that uses it): callers
// read them, and copy one (DeepCopy) before changing it.
//
// Errors (a bad marker, a field without a json tag, a float without
// AllowDangerousTypes) and warnings are in the list, at their file and
// line; err is for inputs Build cannot work on (no type information).
// Callers write nothing when the list holds an error.
func Build(pkgs []*load.Package, roots []*types.TypeName, opts Options) (map[*types.TypeName]*apiextensionsv1.JSONSchemaProps, diag.List, error) {
	for _, p := range pkgs {
		if p.Types == nil {
			return nil, nil, fmt.Errorf("%s: no type information; load the package with load.Typed", p.PkgPath)
		}
	}
	src := newSources(pkgs)
	// The types others are declared from (type A B) are rendered as B,
	// so the model needs them too.
	var from []*types.TypeName
	for _, rhs := range src.declared {
		if n, ok := derefType(rhs).(*types.Named); ok {
			from = append(from, n.Obj())
		}
	}
	// Sorted by name, so that the model's walk is the same every run.
	slices.SortFunc(from, func(a, b *types.TypeName) int {
		return cmp.Compare(a.Pkg().Path()+"."+a.Name(), b.Pkg().Path()+"."+b.Name())
	})
	modelRoots := append(slices.Clone(roots), from...)
	model, diags := schema.Build(schema.Config{Fset: src.fset, Markers: src, Docs: src, SelfEncodedFields: true}, modelRoots)
	for _, name := range src.missing() {
		diags.Warn(token.Position{Filename: name}, filepath.Dir(name), "cannot read this source file, so the markers and descriptions of the types it declares are unknown; build from a module cache or vendor directory holding the sources")
	}
	r := newRenderer(model, src, opts)
	out := map[*types.TypeName]*apiextensionsv1.JSONSchemaProps{}
	for _, root := range roots {
		out[root] = r.root(root)
		if celCheck != nil {
			r.diags = append(r.diags, celCheck(out[root], root.Name(), func(rule string) token.Position { return r.rulePos[rule] })...)
		}
	}
	return out, append(r.modelWarnings(diags), r.diags...), nil
}

// modelWarnings are the model's diagnostics that hold for a CRD: not
// those about markers, which it reads as openapi-gen does (the renderer
// reports controller-gen's reading of them, and checks list-map keys
// against the schema it writes, +kubebuilder:default included).
func (r *renderer) modelWarnings(diags diag.List) diag.List {
	var out diag.List
	for _, d := range diags {
		if d.Warning && (r.markerAt[lineOf(d.Pos)] || strings.HasPrefix(d.Msg, "list-map key")) {
			continue
		}
		out = append(out, d)
	}
	return out
}

// missing are the dependency files that could not be read.
func (s *sources) missing() []string {
	if s.comments == nil {
		return nil
	}
	return s.comments.Missing()
}
