package smdschema

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"sigs.k8s.io/structured-merge-diff/v6/schema"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
	apischema "github.com/kubegen/kubegen/generators/schema"
	"github.com/kubegen/kubegen/generators/tags"
)

// Build derives the structured-merge-diff schema of roots and every type
// they reach from the Go types of pkgs (as load.Typed returns them) and
// their markers, and returns it as the YAML applyconfiguration-gen embeds
// in internal.go: the schema.Schema marshalled by go.yaml.in/yaml/v2, the
// definitions sorted by name and followed by the two untyped ones, as
// kube-openapi's schemaconv writes them from an OpenAPI document.
//
// Without roots, the roots are the kinds of pkgs (see Kinds). Doubtful
// markers are warnings; err is for inputs Build cannot work on at all
// (packages without type information).
func Build(pkgs []*load.Package, roots ...*types.TypeName) (yamlText string, warnings diag.List, err error) {
	s, warnings, err := BuildSchema(pkgs, roots...)
	if err != nil {
		return "", warnings, err
	}
	out, err := marshal(s)
	if err != nil {
		return "", warnings, fmt.Errorf("writing the schema: %w", err)
	}
	return string(out), warnings, nil
}

// BuildSchema is Build without the YAML: the model of the types (one
// builder, package schema, shared with the other renderings) rendered as
// a structured-merge-diff schema.
func BuildSchema(pkgs []*load.Package, roots ...*types.TypeName) (*schema.Schema, diag.List, error) {
	for _, p := range pkgs {
		if p.Types == nil {
			return nil, nil, fmt.Errorf("%s: no type information; load the package with load.Typed", p.PkgPath)
		}
	}
	if len(roots) == 0 {
		roots = Kinds(pkgs)
	}
	src := newSources(pkgs)
	r := &renderer{namer: newNamer(src, pkgs)}
	model, warns := apischema.Build(apischema.Config{Fset: src.fset, Markers: markerLines{src}, Name: r.namer.name}, roots)
	for _, name := range src.missing() {
		warns.Warn(token.Position{Filename: name}, filepath.Dir(name), "cannot read this source file, so the markers of the types it declares are unknown: their lists are atomic, maps and structs granular; build from a module cache or vendor directory holding the sources")
	}

	out := &schema.Schema{}
	for _, d := range model.Defs {
		out.Types = append(out.Types, schema.TypeDef{Name: r.namer.name(d.Type), Atom: r.definition(d)})
	}
	slices.SortFunc(out.Types, func(a, b schema.TypeDef) int { return strings.Compare(a.Name, b.Name) })
	out.Types = append(out.Types,
		schema.TypeDef{Name: untypedAtomic, Atom: atomicAtom()},
		schema.TypeDef{Name: untypedDeduced, Atom: deducedAtom()})
	return out, warns, nil
}

// markerLines hands the model builder the marker lines sources finds.
type markerLines struct{ src *sources }

func (m markerLines) TypeMarkers(pos token.Pos) []apischema.Line {
	return modelLines(m.src.typeComments(pos))
}

func (m markerLines) FieldMarkers(pos token.Pos) []apischema.Line {
	return modelLines(m.src.fieldComments(pos))
}

func modelLines(lines []commentLine) []apischema.Line {
	out := make([]apischema.Line, len(lines))
	for i, l := range lines {
		out[i] = apischema.Line{Text: l.text, Pos: l.pos}
	}
	return out
}

// Kinds returns the kinds of pkgs: the struct types whose doc comment, or
// the comment block one blank line above it, carries +genclient or one of
// its +genclient: options, as client-gen reads them (gengo's rule, the
// model's: source.ByLine and source.Detached), in package and
// declaration order.
func Kinds(pkgs []*load.Package) []*types.TypeName {
	var out []*types.TypeName
	tagReader := markers.NewCollector(nil)
	for _, p := range pkgs {
		if p.Types == nil {
			continue
		}
		for _, f := range p.Files {
			for _, d := range f.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok || gd.Tok != token.TYPE {
					continue
				}
				for _, sp := range gd.Specs {
					ts := sp.(*ast.TypeSpec)
					if _, ok := ts.Type.(*ast.StructType); !ok || !isGenclient(tagReader.TypeTags(p.Fset, f, ts)) {
						continue
					}
					if tn, ok := p.Types.Scope().Lookup(ts.Name.Name).(*types.TypeName); ok {
						out = append(out, tn)
					}
				}
			}
		}
	}
	return out
}

// isGenclient reports whether a type's tags (its doc comment and the
// block one blank line above it) hold a bare +genclient or one of its
// +genclient: options.
func isGenclient(ts []markers.Tag) bool {
	for _, t := range ts {
		if (t.Name == tags.GenClient && !t.HasValue) || strings.HasPrefix(t.Name, tags.GenClient+":") {
			return true
		}
	}
	return false
}

// renderer writes the model as kube-openapi's schemaconv would convert
// the OpenAPI definitions openapi-gen writes for it: struct types are
// definitions named by the scheme, everything else is inline, and the
// known apimachinery types have schemaconv's fixed atoms (wellknown.go).
type renderer struct {
	namer *namer
}

// definition is the atom of a definition.
func (r *renderer) definition(d *apischema.Definition) schema.Atom {
	if wk, ok := wellKnownTypes[d.Known]; ok {
		return wk.atom
	}
	n := d.Node
	if n.Kind != apischema.Object {
		return r.inline(n)
	}
	if n.Object.Open {
		// openapi-gen writes an object without properties, which
		// schemaconv reads as a map of anything.
		return anyObject()
	}
	return schema.Atom{Map: &schema.Map{
		Fields:              r.fields(n.Object.Fields),
		Unions:              unions(n.Object.Unions),
		ElementRelationship: relationship(n.Relation),
	}}
}

// ref is a field's (or element's) type: a named reference for
// definitions and untyped values, else the atom inline.
func (r *renderer) ref(n apischema.Node) schema.TypeRef {
	switch n.Kind {
	case apischema.Untyped:
		return namedRef(untypedAtomic)
	case apischema.Ref:
		if wk, ok := wellKnownTypes[n.Def.Known]; ok && wk.refAs != "" {
			return namedRef(wk.refAs)
		}
		ref := namedRef(r.namer.name(n.Def.Type))
		if rel := relationship(n.Relation); rel != "" {
			ref.ElementRelationship = &rel
		}
		return ref
	}
	return schema.TypeRef{Inlined: r.inline(n)}
}

// inline is the atom of a node written in place.
func (r *renderer) inline(n apischema.Node) schema.Atom {
	switch n.Kind {
	case apischema.Scalar:
		switch n.Scalar {
		case apischema.String:
			return schema.Atom{Scalar: scalar(schema.String)}
		case apischema.Boolean:
			return schema.Atom{Scalar: scalar(schema.Boolean)}
		case apischema.Integer, apischema.Number:
			return schema.Atom{Scalar: scalar(schema.Numeric)}
		}
		return schema.Atom{Scalar: scalar("untyped")}
	case apischema.Array:
		// Lists merge item by item only where the markers say so: lists
		// without markers being atomic is also what the API server does
		// for a CRD's structural schema, so fake and real server agree.
		l := &schema.List{ElementType: r.ref(*n.Items), ElementRelationship: schema.Atomic}
		if keys, ok := n.MergeKeys(); ok {
			l.ElementRelationship, l.Keys = schema.Associative, keys
		}
		return schema.Atom{List: l}
	case apischema.Map:
		return schema.Atom{Map: &schema.Map{ElementType: r.ref(*n.Values), ElementRelationship: relationship(n.Relation)}}
	case apischema.Object:
		return schema.Atom{Map: &schema.Map{Fields: r.fields(n.Object.Fields), ElementRelationship: relationship(n.Relation)}}
	case apischema.Any:
		// Any JSON value: what schemaconv makes of a property with no
		// type (openapi-gen writes interface fields so).
		return deducedAtom()
	}
	return schema.Atom{}
}

func (r *renderer) fields(fs []apischema.Field) []schema.StructField {
	var out []schema.StructField
	for _, f := range fs {
		out = append(out, schema.StructField{Name: f.Name, Type: r.ref(f.Type), Default: f.Default})
	}
	return out
}

func unions(us []apischema.Union) []schema.Union {
	var out []schema.Union
	for _, u := range us {
		su := schema.Union{}
		if u.Discriminator != "" {
			d := u.Discriminator
			su.Discriminator = &d
		}
		for _, m := range u.Members {
			su.Fields = append(su.Fields, schema.UnionField{FieldName: m.Field, DiscriminatorValue: m.DiscriminatorValue})
		}
		out = append(out, su)
	}
	return out
}

// relationship is the element relationship of +mapType/+structType.
func relationship(r apischema.Relation) schema.ElementRelationship {
	switch r {
	case apischema.Atomic:
		return schema.Atomic
	case apischema.Granular:
		return schema.Separable
	}
	return ""
}

func namedRef(name string) schema.TypeRef {
	return schema.TypeRef{NamedType: &name}
}
