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
	"github.com/kubegen/kubegen/generators/source"
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

// BuildSchema is Build without the YAML.
func BuildSchema(pkgs []*load.Package, roots ...*types.TypeName) (*schema.Schema, diag.List, error) {
	for _, p := range pkgs {
		if p.Types == nil {
			return nil, nil, fmt.Errorf("%s: no type information; load the package with load.Typed", p.PkgPath)
		}
	}
	if len(roots) == 0 {
		roots = Kinds(pkgs)
	}
	b := &builder{
		src: newSources(pkgs), defs: map[string]schema.Atom{}, named: map[string]*types.TypeName{},
		optional: map[string]map[string]bool{}, fieldMarks: map[*types.Var]markers{}, typeMarks: map[*types.TypeName]markers{}, jsonMeths: map[*types.Named]jsonMethods{},
	}
	b.namer = newNamer(b.src, pkgs)
	for _, r := range roots {
		b.define(r)
	}
	for len(b.queue) > 0 {
		tn := b.queue[0]
		b.queue = b.queue[1:]
		b.defs[b.name(tn)] = b.definition(tn)
	}
	b.checkKeys()
	for _, name := range b.src.missing() {
		b.warns.Warn(token.Position{Filename: name}, filepath.Dir(name), "cannot read this source file, so the markers of the types it declares are unknown: their lists are atomic, maps and structs granular; build from a module cache or vendor directory holding the sources")
	}

	out := &schema.Schema{}
	names := make([]string, 0, len(b.defs))
	for n := range b.defs {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		out.Types = append(out.Types, schema.TypeDef{Name: n, Atom: b.defs[n]})
	}
	out.Types = append(out.Types,
		schema.TypeDef{Name: untypedAtomic, Atom: atomicAtom()},
		schema.TypeDef{Name: untypedDeduced, Atom: deducedAtom()})
	return out, b.warns, nil
}

// Kinds returns the kinds of pkgs: the struct types whose doc comment, or
// the comment block one blank line above it, carries +genclient or one of
// its +genclient: options, as client-gen reads them (gengo's rule, the
// model's: source.ByLine and source.Detached), in package and
// declaration order.
func Kinds(pkgs []*load.Package) []*types.TypeName {
	var out []*types.TypeName
	for _, p := range pkgs {
		if p.Types == nil {
			continue
		}
		comments := source.New(p.Fset)
		comments.Add(p.Files...)
		for _, f := range p.Files {
			for _, d := range f.Decls {
				gd, ok := d.(*ast.GenDecl)
				if !ok || gd.Tok != token.TYPE {
					continue
				}
				for _, sp := range gd.Specs {
					ts := sp.(*ast.TypeSpec)
					if _, ok := ts.Type.(*ast.StructType); !ok || !genclientType(p.Fset, comments, ts) {
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

// genclientType reports whether ts carries +genclient in its doc comment
// or in the block one blank line above it.
func genclientType(fset *token.FileSet, comments *source.Comments, ts *ast.TypeSpec) bool {
	return isGenclient(commentLines(fset, comments.Above(ts.Name.Pos(), source.ByLine))) ||
		isGenclient(commentLines(fset, comments.Detached(ts.Name.Pos())))
}

func isGenclient(lines []commentLine) bool {
	for _, l := range lines {
		if l.text == "+"+tags.GenClient || strings.HasPrefix(l.text, "+"+tags.GenClient+":") {
			return true
		}
	}
	return false
}

// builder walks the types from the roots. It is used by one goroutine.
type builder struct {
	src   *sources
	namer *namer
	warns diag.List
	// defs are the finished definitions by schema name; named maps a name
	// to its Go type once queued, so two types never share a name unseen.
	defs  map[string]schema.Atom
	named map[string]*types.TypeName
	queue []*types.TypeName
	// at is the declaration being built, for warnings without a marker.
	at token.Position
	// Caches: markers of fields and types, and JSON methods of types.
	fieldMarks map[*types.Var]markers
	typeMarks  map[*types.TypeName]markers
	jsonMeths  map[*types.Named]jsonMethods
	// optional holds, per struct definition, its optional fields.
	optional map[string]map[string]bool
	// keyChecks are list-map keys to check once every definition exists.
	keyChecks []keyCheck
}

func (b *builder) name(tn *types.TypeName) string { return b.namer.name(tn) }

// define queues tn's definition (once) and returns its schema name.
func (b *builder) define(tn *types.TypeName) string {
	n := b.name(tn)
	if prev, ok := b.named[n]; ok {
		if prev != tn {
			b.warns.Warn(b.pos(tn.Pos()), n, "two Go types have this schema name; the schema describes only the first")
		}
		return n
	}
	b.named[n] = tn
	b.queue = append(b.queue, tn)
	return n
}

// definition builds the atom of a named type.
func (b *builder) definition(tn *types.TypeName) schema.Atom {
	if wk, ok := wellKnownTypes[qualified(tn)]; ok {
		return wk.atom
	}
	subject := short(tn)
	m := b.typeMarkers(tn)
	st, ok := tn.Type().Underlying().(*types.Struct)
	if ok && st.NumFields() == 0 {
		// openapi-gen writes an object without properties, which
		// schemaconv reads as a map of anything.
		return anyObject()
	}
	if !ok {
		// Only struct types are defined; others are written inline.
		a, _ := b.inline(tn.Type().Underlying(), m, subject)
		return a
	}
	if m.listType != "" || len(m.listMapKeys) > 0 {
		b.warns.Warn(m.pos["listType"], subject, "+listType on a struct type is ignored; put it on a slice field")
	}
	if m.mapType != "" {
		b.warns.Warn(m.pos["mapType"], subject, "+mapType on a struct type; write +structType")
	}
	fields, optional := b.fields(st, subject)
	b.optional[b.name(tn)] = optional
	a := schema.Atom{Map: &schema.Map{Fields: fields, Unions: b.unions(st, m)}}
	a.Map.ElementRelationship = b.mapRelation(m, subject)
	return a
}

// qualified is "import/path.Name", the key of wellKnownTypes and the
// subject of warnings.
func qualified(tn *types.TypeName) string {
	if tn.Pkg() == nil {
		return tn.Name()
	}
	return tn.Pkg().Path() + "." + tn.Name()
}

// short is "pkgname.Name", the subject of warnings.
func short(tn *types.TypeName) string {
	if tn.Pkg() == nil {
		return tn.Name()
	}
	return tn.Pkg().Name() + "." + tn.Name()
}

// mapRelation maps +structType/+mapType to the map's element relationship.
// Both set the same OpenAPI extension; +structType is read last by
// openapi-gen, so it wins.
func (b *builder) mapRelation(m markers, subject string) schema.ElementRelationship {
	v, marker := m.mapType, "mapType"
	if m.structType != "" {
		v, marker = m.structType, "structType"
	}
	switch v {
	case "":
		return ""
	case "atomic":
		return schema.Atomic
	case "granular":
		return schema.Separable
	}
	b.warns.Warn(m.pos[marker], subject, "+%s=%s is not a map type and is ignored; write +%s=atomic or +%s=granular", marker, v, marker, marker)
	return ""
}

// ref is the schema of a field's (or element's) type t: a reference to
// the definition of a named struct, else the type written inline. m are
// the field's markers.
func (b *builder) ref(t types.Type, m markers, subject string) schema.TypeRef {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		return b.ref(p.Elem(), m, subject)
	}
	if n, ok := t.(*types.Named); ok {
		tn := n.Obj()
		if n.TypeArgs().Len() > 0 {
			b.warns.Warn(b.at, subject, "generic type %s has no schema definition; the field is an untyped atomic value", tn.Name())
			return namedRef(untypedAtomic)
		}
		if wk, ok := wellKnownTypes[qualified(tn)]; ok {
			b.unusedListMarkers(m, subject)
			name := b.define(tn)
			if wk.refAs != "" {
				return namedRef(wk.refAs)
			}
			r := namedRef(name)
			b.refRelation(&r, m, subject)
			return r
		}
		if _, ok := n.Underlying().(*types.Struct); ok {
			b.unusedListMarkers(m, subject)
			if b.jsonMethodsOf(n).any() {
				b.warns.Warn(b.pos(tn.Pos()), short(tn), "has its own JSON encoding, so its fields do not say what it looks like; the schema treats it as an untyped atomic value")
				return namedRef(untypedAtomic)
			}
			r := namedRef(b.define(tn))
			b.refRelation(&r, m, subject)
			return r
		}
		if _, ok := n.Underlying().(*types.Pointer); ok {
			return b.ref(n.Underlying(), m, subject)
		}
		// A named slice, map or scalar is written inline, as openapi-gen
		// does. Markers on its declaration apply where the field has none
		// (openapi-gen reads the field's only; controller-gen, which
		// writes most CRD schemas, reads both).
		a, ok := b.inline(n.Underlying(), withTypeMarkers(m, b.typeMarkers(tn)), subject)
		if !ok {
			return namedRef(untypedAtomic)
		}
		return schema.TypeRef{Inlined: a}
	}
	a, _ := b.inline(t, m, subject)
	if a == (schema.Atom{}) {
		return namedRef(untypedAtomic)
	}
	return schema.TypeRef{Inlined: a}
}

// withTypeMarkers completes a field's markers with those of its type's
// declaration, for each group the field leaves unsaid.
func withTypeMarkers(field, typ markers) markers {
	out := field
	out.pos = map[string]token.Position{}
	for k, p := range field.pos {
		out.pos[k] = p
	}
	take := func(keys ...string) {
		for _, k := range keys {
			if p, ok := typ.pos[k]; ok {
				out.pos[k] = p
			}
		}
	}
	if field.listType == "" && len(field.listMapKeys) == 0 {
		out.listType, out.listMapKeys = typ.listType, typ.listMapKeys
		take("listType", "listMapKey")
	}
	if field.mapType == "" && field.structType == "" {
		out.mapType = typ.mapType
		take("mapType")
	}
	if field.patchStrategy == "" && field.patchMergeKey == "" {
		out.patchStrategy, out.patchMergeKey = typ.patchStrategy, typ.patchMergeKey
		take("patchStrategy", "patchMergeKey")
	}
	return out
}

func namedRef(name string) schema.TypeRef {
	return schema.TypeRef{NamedType: &name}
}

// refRelation sets the element relationship a field's marker gives a
// referenced definition (+structType=atomic on one field only).
func (b *builder) refRelation(r *schema.TypeRef, m markers, subject string) {
	if rel := b.mapRelation(m, subject); rel != "" {
		r.ElementRelationship = &rel
	}
}

// inline builds the atom of an unnamed type (or a named type's
// underlying one). ok is false for types JSON cannot hold.
func (b *builder) inline(t types.Type, m markers, subject string) (schema.Atom, bool) {
	t = types.Unalias(t)
	switch t := t.(type) {
	case *types.Basic:
		return b.basic(t, subject)
	case *types.Slice:
		if isByte(t.Elem()) {
			return schema.Atom{Scalar: scalar(schema.String)}, true // base64
		}
		return schema.Atom{List: b.list(t.Elem(), m, subject)}, true
	case *types.Array:
		return schema.Atom{List: b.list(t.Elem(), m, subject)}, true
	case *types.Map:
		b.unusedListMarkers(m, subject)
		mp := &schema.Map{ElementType: b.ref(t.Elem(), markers{}, subject)}
		mp.ElementRelationship = b.mapRelation(m, subject)
		return schema.Atom{Map: mp}, true
	case *types.Struct:
		b.unusedListMarkers(m, subject)
		fields, _ := b.fields(t, subject)
		mp := &schema.Map{Fields: fields}
		mp.ElementRelationship = b.mapRelation(m, subject)
		return schema.Atom{Map: mp}, true
	case *types.Interface:
		// Any JSON value: what schemaconv makes of a property with no
		// type (openapi-gen writes interface fields so).
		return deducedAtom(), true
	}
	b.warns.Warn(b.at, subject, "a field of type %s cannot be written as JSON; the schema treats it as an untyped atomic value", t)
	return schema.Atom{}, false
}

func isByte(t types.Type) bool {
	bt, ok := types.Unalias(t).(*types.Basic)
	return ok && bt.Kind() == types.Byte
}

func (b *builder) basic(t *types.Basic, subject string) (schema.Atom, bool) {
	info := t.Info()
	switch {
	case info&types.IsString != 0:
		return schema.Atom{Scalar: scalar(schema.String)}, true
	case info&types.IsBoolean != 0:
		return schema.Atom{Scalar: scalar(schema.Boolean)}, true
	case info&(types.IsInteger|types.IsFloat) != 0:
		return schema.Atom{Scalar: scalar(schema.Numeric)}, true
	}
	b.warns.Warn(b.at, subject, "a field of type %s cannot be written as JSON; the schema treats it as an untyped atomic value", t)
	return schema.Atom{}, false
}

// list builds a list of elem with the relationship the markers give, as
// schemaconv reads the OpenAPI extensions openapi-gen writes from them:
// +listType first, else the strategic-merge-patch tags (a merge strategy
// with a merge key is a map keyed by it, without one a set), else atomic.
// Lists without markers being atomic is also what the API server does for
// a CRD's structural schema, so fake and real server agree.
func (b *builder) list(elem types.Type, m markers, subject string) *schema.List {
	l := &schema.List{ElementType: b.ref(elem, markers{}, subject), ElementRelationship: schema.Atomic}
	if m.mapType != "" || m.structType != "" {
		marker := "mapType"
		if m.structType != "" {
			marker = "structType"
		}
		b.warns.Warn(m.pos[marker], subject, "+%s on a list is ignored; write +listType", marker)
	}
	switch m.listType {
	case "atomic":
	case "set":
		l.ElementRelationship = schema.Associative
		if !isScalar(elem) {
			b.warns.Warn(m.pos["listType"], subject, "+listType=set needs scalar elements (strings, numbers, booleans); write +listType=map with +listMapKey for a list of objects, or +listType=atomic")
		}
	case "map":
		if len(m.listMapKeys) == 0 {
			b.warns.Warn(m.pos["listType"], subject, "+listType=map without +listMapKey; the list is treated as atomic; add +listMapKey=<field> for each key field")
			return l
		}
		l.ElementRelationship = schema.Associative
		l.Keys = m.listMapKeys
		b.keyChecks = append(b.keyChecks, keyCheck{ref: l.ElementType, keys: m.listMapKeys, m: m, subject: subject})
		return l
	case "":
		switch m.patchStrategy {
		case "":
		case "merge", "merge,retainKeys":
			l.ElementRelationship = schema.Associative
			if m.patchMergeKey != "" {
				l.Keys = []string{m.patchMergeKey}
				b.keyChecks = append(b.keyChecks, keyCheck{ref: l.ElementType, keys: l.Keys, m: m, subject: subject})
			}
		case "retainKeys":
		default:
			b.warns.Warn(m.pos["patchStrategy"], subject, "unknown +patchStrategy=%s is ignored; write merge, retainKeys or merge,retainKeys", m.patchStrategy)
		}
	default:
		b.warns.Warn(m.pos["listType"], subject, "unknown +listType=%s; the list is treated as atomic; write +listType=atomic, set or map", m.listType)
	}
	if len(m.listMapKeys) > 0 && m.listType != "map" {
		b.warns.Warn(m.pos["listMapKey"], subject, "+listMapKey is ignored without +listType=map")
	}
	return l
}

// scalarRef reports whether r describes scalar values.
func (b *builder) scalarRef(r schema.TypeRef) bool {
	if r.NamedType != nil {
		a, ok := b.defs[*r.NamedType]
		return ok && a.Scalar != nil && a.Map == nil && a.List == nil
	}
	return r.Inlined.Scalar != nil && r.Inlined.Map == nil && r.Inlined.List == nil
}

// isScalar reports whether values of t are JSON scalars: Go scalars and
// the well-known types that encode as strings.
func isScalar(t types.Type) bool {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	if n, ok := t.(*types.Named); ok {
		if wk, ok := wellKnownTypes[qualified(n.Obj())]; ok {
			return wk.atom.Scalar != nil && wk.atom.Map == nil && wk.atom.List == nil
		}
	}
	_, ok := t.Underlying().(*types.Basic)
	return ok
}

// unusedListMarkers warns about list markers on a field that is no list.
func (b *builder) unusedListMarkers(m markers, subject string) {
	if m.listType != "" {
		b.warns.Warn(m.pos["listType"], subject, "+listType on a field that is not a slice is ignored")
	} else if len(m.listMapKeys) > 0 {
		b.warns.Warn(m.pos["listMapKey"], subject, "+listMapKey on a field that is not a slice is ignored")
	}
}

// anyPos is where one of the markers was written: where the list's
// markers say something about its elements.
func (m markers) anyPos() token.Position {
	for _, k := range []string{"listMapKey", "listType", "patchMergeKey", "patchStrategy"} {
		if p, ok := m.pos[k]; ok {
			return p
		}
	}
	return token.Position{}
}

// keyCheck is a list-map key to look up in the element's fields.
type keyCheck struct {
	ref     schema.TypeRef
	keys    []string
	m       markers
	subject string
}

// checkKeys warns about list-map keys the elements do not have: objects
// of such a list cannot be converted for server-side apply.
func (b *builder) checkKeys() {
	for _, c := range b.keyChecks {
		var fields []schema.StructField
		var optional map[string]bool
		switch {
		case c.ref.NamedType != nil:
			optional = b.optional[*c.ref.NamedType]
			a, ok := b.defs[*c.ref.NamedType]
			if !ok || a.Map == nil {
				b.warns.Warn(c.m.anyPos(), c.subject, "list-map keys %v need object elements; write +listType=set or +listType=atomic", c.keys)
				continue
			}
			fields = a.Map.Fields
		case c.ref.Inlined.Map != nil:
			fields = c.ref.Inlined.Map.Fields
		default:
			b.warns.Warn(c.m.anyPos(), c.subject, "list-map keys %v need object elements; write +listType=set or +listType=atomic", c.keys)
			continue
		}
		for _, k := range c.keys {
			i := slices.IndexFunc(fields, func(f schema.StructField) bool { return f.Name == k })
			if i < 0 {
				b.warns.Warn(c.m.anyPos(), c.subject, "list-map key %q is not a JSON field of the elements; write the JSON name of a field they have", k)
				continue
			}
			f := fields[i]
			if !b.scalarRef(f.Type) {
				b.warns.Warn(c.m.anyPos(), c.subject, "list-map key %q is not a scalar field; keys must be strings, numbers or booleans", k)
			}
			// The API server rejects a CRD schema with such a key, and
			// apply cannot tell apart items that leave it out.
			if optional[k] && f.Default == nil {
				b.warns.Warn(c.m.anyPos(), c.subject, "list-map key %q is optional and has no default: a CRD's schema may not have that, and apply cannot tell apart items that leave it out; make the field required (+required, or no omitempty) or give it a +default", k)
			}
		}
	}
}
