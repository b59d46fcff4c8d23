package applyconfig

import (
	"encoding/json"
	"fmt"
	"go/types"
	"os"
	"strings"

	openapiv2 "github.com/google/gnostic-models/openapiv2"
	yaml "go.yaml.in/yaml/v2"
	"k8s.io/kube-openapi/pkg/schemaconv"
	"k8s.io/kube-openapi/pkg/util/proto"
	"k8s.io/kube-openapi/pkg/validation/spec"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/smdschema"
)

// schemaInfo is the schema internal.go embeds and, per applicable kind it
// describes, the kind's type name in it (the Extract functions use it).
type schemaInfo struct {
	yaml  string
	names map[typeName]string
}

// schema is --openapi-schema's, converted, or else the one built from the
// Go types, or else (SchemaFromGoTypes off) none.
func (g *gen) schema(pkgs []*load.Package) (*schemaInfo, error) {
	var s *schemaInfo
	var err error
	switch {
	case g.o.OpenAPISchema != "":
		s, err = g.openAPISchema(g.o.OpenAPISchema)
	case g.o.SchemaFromGoTypes:
		s, err = g.goTypesSchema(pkgs)
	default:
		s = &schemaInfo{names: map[typeName]string{}}
	}
	if err != nil {
		return nil, err
	}
	if s.yaml == "" {
		// Upstream's schema without definitions: only the untyped
		// catch-all types, which every parser needs.
		if s.yaml, err = toYAML(&proto.Definitions{}); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// goTypesSchema is the structured-merge-diff schema built from the input
// types themselves and their markers (generators/smdschema), for projects
// without an OpenAPI document: upstream embeds an empty schema then, and its
// fake clientset cannot apply a CRD kind. Every kind of the inputs is a
// root, not only the applicable ones, because the fake's field-managed
// tracker converts every object it stores; the applicable kinds get Extract
// functions. Doubtful markers become warnings of the run.
func (g *gen) goTypesSchema(pkgs []*load.Package) (*schemaInfo, error) {
	s := &schemaInfo{names: map[typeName]string{}}
	for _, in := range g.inputs {
		for _, k := range in.v.Kinds {
			if !isRoot(k) {
				continue
			}
			if tn, ok := in.p.Types.Scope().Lookup(k.Name).(*types.TypeName); ok {
				s.names[typeName{in.p.PkgPath, k.Name}] = smdschema.DefinitionName(pkgs, tn)
			}
		}
	}
	roots := smdschema.Kinds(pkgs)
	if len(roots) == 0 {
		return s, nil
	}
	text, warnings, err := smdschema.Build(pkgs, roots...)
	g.diags = append(g.diags, warnings...)
	if err != nil {
		return nil, err
	}
	s.yaml = text
	return s, nil
}

// openAPISchema reads a swagger document, keeps the definitions of the
// applicable kinds and what they refer to, and converts them.
func (g *gen) openAPISchema(file string) (*schemaInfo, error) {
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("--openapi-schema: %w", err)
	}
	var doc spec.Swagger
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, fmt.Errorf("--openapi-schema %s: not an OpenAPI v2 document: %w", file, err)
	}
	s := &schemaInfo{names: map[typeName]string{}}
	kept := map[string]spec.Schema{}
	for _, in := range g.inputs {
		for _, k := range in.v.Kinds {
			if !isRoot(k) {
				continue
			}
			// The definition name of a Go type: its import path with the
			// host written backwards, a dot, the type name.
			name := smdschema.TypeName(in.p.PkgPath, k.Name)
			s.names[typeName{in.p.PkgPath, k.Name}] = name
			kept[name] = doc.Definitions[name]
		}
	}
	roots := make([]string, 0, len(kept))
	for name := range kept {
		roots = append(roots, name)
	}
	for _, name := range roots {
		def := kept[name]
		if err := keepReferenced(&def, doc.Definitions, kept); err != nil {
			return nil, fmt.Errorf("--openapi-schema %s: %w", file, err)
		}
	}
	doc.Definitions = kept
	trimmed, err := json.Marshal(&doc)
	if err != nil {
		return nil, err
	}
	parsed, err := openapiv2.ParseDocument(trimmed)
	if err != nil {
		return nil, fmt.Errorf("--openapi-schema %s: %w", file, err)
	}
	models, err := proto.NewOpenAPIData(parsed)
	if err != nil {
		return nil, fmt.Errorf("--openapi-schema %s: %w", file, err)
	}
	if s.yaml, err = toYAML(models); err != nil {
		return nil, fmt.Errorf("--openapi-schema %s: %w", file, err)
	}
	return s, nil
}

func toYAML(models proto.Models) (string, error) {
	sch, err := schemaconv.ToSchema(models)
	if err != nil {
		return "", err
	}
	out, err := yaml.Marshal(sch)
	return string(out), err
}

// keepReferenced adds every definition def refers to, transitively, to kept.
func keepReferenced(def *spec.Schema, all, kept map[string]spec.Schema) error {
	if ptr := def.Ref.GetPointer(); ptr != nil && !ptr.IsEmpty() {
		if name, ok := strings.CutPrefix(ptr.String(), "/definitions/"); ok {
			target, found := all[name]
			if !found {
				return fmt.Errorf("definition %s is referred to but missing", name)
			}
			if _, done := kept[name]; !done {
				kept[name] = target
				if err := keepReferenced(&target, all, kept); err != nil {
					return err
				}
			}
		}
	}
	var nested []*spec.Schema
	if def.Items != nil {
		if def.Items.Schema != nil {
			nested = append(nested, def.Items.Schema)
		}
		for i := range def.Items.Schemas {
			nested = append(nested, &def.Items.Schemas[i])
		}
	}
	for _, list := range [][]spec.Schema{def.AllOf, def.AnyOf, def.OneOf} {
		for i := range list {
			nested = append(nested, &list[i])
		}
	}
	if def.Not != nil {
		nested = append(nested, def.Not)
	}
	for _, m := range []map[string]spec.Schema{def.Properties, def.PatternProperties, def.Definitions} {
		for k := range m {
			v := m[k]
			nested = append(nested, &v)
		}
	}
	if def.AdditionalProperties != nil && def.AdditionalProperties.Schema != nil {
		nested = append(nested, def.AdditionalProperties.Schema)
	}
	if def.AdditionalItems != nil && def.AdditionalItems.Schema != nil {
		nested = append(nested, def.AdditionalItems.Schema)
	}
	for _, d := range def.Dependencies {
		if d.Schema != nil {
			nested = append(nested, d.Schema)
		}
	}
	for _, n := range nested {
		if err := keepReferenced(n, all, kept); err != nil {
			return err
		}
	}
	return nil
}
