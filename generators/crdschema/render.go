package crdschema

import (
	"fmt"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strings"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/schema"
)

type props = apiextensionsv1.JSONSchemaProps

// renderer turns the model into CRD schemas. Named types are rendered
// once each, flattened (their own named types inlined), and copied where
// used.
type renderer struct {
	model *schema.Model
	src   *sources
	opts  Options
	diags diag.List
	// named are the flattened schemas of named types; a type being
	// rendered maps to nil, so that a type reaching itself gets an
	// empty schema there, as controller-gen's flattener gives it.
	named map[*types.TypeName]*props
	// untagged are the schemas of named types without the +k8s: tags of
	// their declarations (k8stypes.go), for type A B, which validation-gen
	// does not give B's; only for the types whose tags changed the schema.
	untagged map[*types.TypeName]*props
	// vars finds the go/types field of a model field by its position.
	vars map[token.Position]fieldVar
	// marks are the markers of fields and types, pkgMarks of packages,
	// collections of the loaded packages (by the markers collector).
	marks       map[types.Object]markerSet
	pkgMarks    map[*types.Package]markerSet
	collector   *markers.Collector
	collections map[*types.Package]*markers.Package
	// markerAt are the marker lines read: the model's warnings there are
	// about openapi-gen's reading of them, and this renderer reports its own.
	markerAt map[fileLine]bool
	// rulePos is where each validation rule was first written.
	rulePos map[string]token.Position
	// at and subject are the field or type being rendered, for errors
	// found while merging.
	at      token.Position
	subject string
	// enumType is the type whose own markers are being applied (for
	// +k8s:enum), nil for a field's.
	enumType *types.TypeName
}

// fileLine is a line of a file: where a marker is, whatever its column.
type fileLine struct {
	file string
	line int
}

func lineOf(p token.Position) fileLine { return fileLine{p.Filename, p.Line} }

// fieldVar is a struct field as go/types declares it, with its tag.
type fieldVar struct {
	v *types.Var
	// json is the field's json tag as controller-gen reads it
	// (gotype.ControllerGen: unexported named fields count, a field
	// without a name or with the inline option is inlined).
	json gotype.JSON
}

// jsonOf is field i of st's json tag as controller-gen reads it.
func jsonOf(st *types.Struct, i int) gotype.JSON {
	return gotype.ControllerGen.Of(gotype.FieldOf(st.Field(i), st.Tag(i)))
}

func newRenderer(m *schema.Model, src *sources, opts Options) *renderer {
	r := &renderer{model: m, src: src, opts: opts, named: map[*types.TypeName]*props{}, untagged: map[*types.TypeName]*props{}, vars: map[token.Position]fieldVar{},
		marks: map[types.Object]markerSet{}, pkgMarks: map[*types.Package]markerSet{}, collector: markers.OrNew(opts.Markers).For(registry), collections: map[*types.Package]*markers.Package{}, markerAt: map[fileLine]bool{}, rulePos: map[string]token.Position{}}
	for _, d := range m.Defs {
		if st, ok := d.Type.Type().Underlying().(*types.Struct); ok {
			r.indexFields(st, map[*types.Struct]bool{})
		}
	}
	return r
}

// indexFields records the fields of st and of the structs it embeds.
func (r *renderer) indexFields(st *types.Struct, seen map[*types.Struct]bool) {
	if seen[st] {
		return
	}
	seen[st] = true
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		r.vars[r.pos(f.Pos())] = fieldVar{v: f, json: jsonOf(st, i)}
		if f.Embedded() {
			if inner, ok := derefType(f.Type()).Underlying().(*types.Struct); ok {
				r.indexFields(inner, seen)
			}
		}
	}
}

func (r *renderer) pos(p token.Pos) token.Position {
	if r.src.fset == nil || !p.IsValid() {
		return token.Position{}
	}
	return r.src.fset.Position(p)
}

// root is the schema of a kind: its named schema with the top-level
// metadata an empty object (the API server owns its schema) and
// descriptions truncated. Without truncation it shares all but its top
// level with the named schemas (and so with other roots); truncation
// rewrites every description, so it works on a copy of its own.
func (r *renderer) root(tn *types.TypeName) *apiextensionsv1.JSONSchemaProps {
	var s *props
	if r.opts.MaxDescLen != nil {
		s = r.namedSchema(tn).DeepCopy()
		truncateDescriptions(s, *r.opts.MaxDescLen)
	} else {
		top := *r.namedSchema(tn)
		s = &top
	}
	if _, ok := s.Properties["metadata"]; ok {
		s.Properties = maps.Clone(s.Properties)
		s.Properties["metadata"] = props{Type: "object"}
	}
	return s
}

// namedSchema is the flattened schema of a named type: a known type's
// fixed one, a struct's properties, or the underlying type's schema, with
// the type's description and markers.
func (r *renderer) namedSchema(tn *types.TypeName) *props {
	if s, ok := r.named[tn]; ok {
		if s == nil {
			return &props{} // reached from itself
		}
		return s
	}
	if s, ok := r.known(tn); ok {
		r.named[tn] = s
		return s
	}
	r.named[tn] = nil
	s := r.declared(tn)
	if bare := *s; r.typeTags(s, tn) {
		r.untagged[tn] = &bare
	}
	r.named[tn] = s
	return s
}

// declared renders a named type that is not a known one.
func (r *renderer) declared(tn *types.TypeName) *props {
	m := r.typeMarkers(tn)
	r.at, r.subject = r.pos(tn.Pos()), tn.Name()
	if implementsJSON(tn.Type()) {
		// Its own encoding says nothing of its shape: the markers may.
		s := &props{}
		r.applyTypeMarkers(s, m, tn)
		if s.Type != "" {
			return s
		}
	} else if implementsText(tn.Type()) {
		s := &props{Type: "string"}
		r.applyTypeMarkers(s, m, tn)
		if s.Type != "string" {
			r.diags.Add(r.pos(tn.Pos()), tn.Name(), "encodes itself as text (MarshalText) but its markers make its schema type %q; remove +kubebuilder:validation:Type", s.Type)
		}
		return s
	}
	var s *props
	var inlined []props
	rhs, ok := r.src.declared[tn]
	a, isAlias := tn.Type().(*types.Alias)
	if isAlias {
		rhs, ok = a.Rhs(), true
	}
	if ok {
		// type A B (or type A = B): B's schema under A's doc and markers.
		s, ref := r.exprSchema(rhs, tn.Pkg(), tn.Pos(), m)
		s.Description = joinDoc(r.src.TypeDoc(tn.Pos()))
		r.applyTypeMarkers(s, m, tn)
		if isAlias {
			s = r.combine(ref, s)
		} else {
			s = r.combineUntagged(ref, s)
		}
		r.checkListMapKeys(s, m, r.pos(tn.Pos()), tn.Name())
		return s
	}
	if st, ok := tn.Type().Underlying().(*types.Struct); ok {
		s = r.structSchema(tn, st)
		inlined = r.inlinedParts(st)
	} else {
		var ref *types.TypeName
		s, ref = r.exprSchema(tn.Type().Underlying(), tn.Pkg(), tn.Pos(), m)
		s = r.combine(ref, s)
	}
	s.Description = joinDoc(r.src.TypeDoc(tn.Pos()))
	r.applyTypeMarkers(s, m, tn)
	// Embedded structs come last, as controller-gen merges its allOf
	// branches after the type's own markers.
	for _, part := range inlined {
		r.mergeInto(s, part)
	}
	r.checkListMapKeys(s, m, r.pos(tn.Pos()), tn.Name())
	return s
}

// structSchema is the object of a struct's JSON fields, as the model has
// them (embedded structs promoted), with controller-gen's required rule.
func (r *renderer) structSchema(tn *types.TypeName, st *types.Struct) *props {
	s := &props{Type: "object", Properties: map[string]props{}}
	d := r.model.ByType[tn]
	if d == nil || d.Node.Kind != schema.Object {
		r.checkTags(tn, st)
		return s
	}
	r.checkTags(tn, st)
	oneOf := r.oneOfFields(r.typeMarkers(tn))
	var immutable []string
	var k8sFields []k8sField
	for _, f := range d.Node.Object.Fields {
		fv, ok := r.vars[f.Pos]
		if !ok {
			continue
		}
		if r.opts.IgnoreUnexportedFields && !fv.v.Exported() {
			continue
		}
		if !fv.json.Tag.Present {
			continue // reported by checkTags
		}
		if !fv.v.Embedded() && fv.json.Inline {
			continue // a part of the struct (inlinedParts), not a property
		}
		if r.required(fv) {
			if oneOf[f.Name] {
				r.diags.Add(f.Pos, tn.Name()+"."+fv.v.Name(), "field %s is part of a OneOf constraint and cannot be required; mark it +optional (or give its json tag omitempty)", f.Name)
			}
			s.Required = append(s.Required, f.Name)
		}
		if r.fieldMarkers(fv.v).has("k8s:immutable") {
			immutable = append(immutable, f.Name)
		}
		k8sFields = append(k8sFields, k8sField{name: f.Name, goName: fv.v.Name(), lines: r.src.FieldMarkers(fv.v.Pos())})
		s.Properties[f.Name] = *r.fieldSchema(f, fv)
	}
	r.unexportedFields(st, s)
	slices.Sort(s.Required)
	// An optional immutable field could be cleared without its own rule
	// running: the parent's rule keeps it once set.
	for _, name := range immutable {
		if !slices.Contains(s.Required, name) {
			s.XValidations = append(s.XValidations, apiextensionsv1.ValidationRule{
				Rule:    fmt.Sprintf("!has(oldSelf.%s) || has(self.%s)", name, name),
				Message: fmt.Sprintf("field %s is immutable once set", name),
			})
		}
	}
	// The +k8s: rules controller-gen does not write (k8sParentRules, and
	// k8sOnlyTags on fields, see markersOf) are written for the types of
	// the packages generated for, whose authors chose the tags for their
	// custom resource. An imported type (k8s.io/api's, metav1.Condition's
	// alpha maxBytes) keeps controller-gen's bytes: its tags stage its own
	// API's validation.
	if r.src.pkgs[tn.Pkg().Path()] == nil {
		return s
	}
	k8sParentRules(s, k8sFields, func(f k8sField, l schema.Line, err error) {
		r.reportK8s(l, tn.Name()+"."+f.goName, err)
	})
	return s
}

// unexportedFields adds the unexported fields of st that have a json
// name, which controller-gen writes (unless ignoreUnexportedFields) though
// encoding/json, and so the model, leaves them out.
func (r *renderer) unexportedFields(st *types.Struct, s *props) {
	if r.opts.IgnoreUnexportedFields {
		return
	}
	for i := 0; i < st.NumFields(); i++ {
		v := st.Field(i)
		j := jsonOf(st, i)
		name := j.Name
		if v.Exported() || v.Embedded() || j.Skip || j.Inline || name == "-" {
			continue
		}
		if _, taken := s.Properties[name]; taken {
			continue
		}
		fv := fieldVar{v: v, json: j}
		f := schema.Field{Name: name, GoName: v.Name(), Pos: r.pos(v.Pos()), Doc: r.src.FieldDoc(v.Pos())}
		if r.required(fv) {
			s.Required = append(s.Required, name)
		}
		s.Properties[name] = *r.fieldSchema(f, fv)
	}
}

// applyTypeMarkers applies the markers of tn's declaration to s.
func (r *renderer) applyTypeMarkers(s *props, m markerSet, tn *types.TypeName) {
	r.enumType = tn
	r.applyMarkers(s, m, tn.Pos())
	r.enumType = nil
}

// inlinedParts are what the embedded structs of st add to its schema
// besides their fields (which the model promotes): their types' markers
// and those of the embedding field, such as a +structType or a
// validation rule of the embedded type.
func (r *renderer) inlinedParts(st *types.Struct) []props {
	var out []props
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if j := jsonOf(st, i); j.Skip || !j.Inline {
			continue // a field of its own (an embedded struct with a name too), or not in the JSON
		}
		fm := r.fieldMarkers(f)
		s, ref := r.exprSchema(f.Type(), f.Pkg(), f.Pos(), fm)
		r.applyMarkers(s, fm, f.Pos())
		part := *r.combine(ref, s)
		part.Description = ""
		if f.Embedded() {
			// The model promoted its fields already.
			part.Properties, part.Required = nil, nil
		}
		out = append(out, part)
	}
	return out
}

// fieldSchema is a field's schema: its type's, described by the field's
// doc and shaped by its markers, merged with the named type's own.
func (r *renderer) fieldSchema(f schema.Field, fv fieldVar) *props {
	m := r.fieldMarkers(fv.v)
	r.at, r.subject = f.Pos, fv.v.Name()
	if m.has(markerSchemaless) {
		s := &props{Description: joinDoc(f.Doc)}
		r.applyMarkers(s, m, fv.v.Pos())
		return s
	}
	s, ref := r.exprSchema(fv.v.Type(), fv.v.Pkg(), fv.v.Pos(), m)
	s.Description = joinDoc(f.Doc)
	r.applyMarkers(s, m, fv.v.Pos())
	s = r.combine(ref, s)
	r.checkListMapKeys(s, m, f.Pos, fv.v.Name())
	return s
}

// checkListMapKeys checks the keys of a list-map against its items. All
// are warnings, since controller-gen writes such schemas without a word:
// a key naming no property, or a map list without keys (the API server
// rejects the CRD), and a key the items may leave out without a default
// (server-side apply cannot tell such items apart).
func (r *renderer) checkListMapKeys(s *props, ms markerSet, at token.Position, subject string) {
	if s.XListType == nil || *s.XListType != "map" || s.Items == nil || s.Items.Schema == nil {
		return
	}
	items := s.Items.Schema
	if len(s.XListMapKeys) == 0 {
		r.diags.Warn(at, subject, "+listType=map without +listMapKey: the API server rejects the CRD; add +listMapKey=<field> for each key field")
		return
	}
	for _, k := range s.XListMapKeys {
		p, ok := items.Properties[k]
		at := at
		for _, m := range ms {
			if (m.name == "listMapKey" || m.name == "k8s:listMapKey") && m.value == k {
				at = m.pos
			}
		}
		switch {
		case !ok:
			names := slices.Sorted(maps.Keys(items.Properties))
			r.diags.Warn(at, subject, "+listMapKey=%s names no field of the list's items: the API server rejects the CRD; write the JSON name of one of: %s", k, strings.Join(names, ", "))
		case !slices.Contains(items.Required, k) && p.Default == nil:
			r.diags.Warn(at, subject, "list-map key %q is optional and has no default: server-side apply cannot tell apart items that leave it out; make the field required or give it a +kubebuilder:default", k)
		}
	}
}

// combine merges the schema written where a named type is used (s: the
// field's description and markers) with the type's own, as controller-gen
// flattens a reference: the type's schema first, then the use's on top,
// the use's description if it has one, else the type's.
func (r *renderer) combine(ref *types.TypeName, s *props) *props {
	if ref == nil {
		return s
	}
	return r.merged(r.namedSchema(ref), s)
}

// merged is combine's result for the named type's schema t.
func (r *renderer) merged(t, s *props) *props {
	out := &props{Description: t.Description}
	if s.Description != "" {
		out.Description = s.Description
	}
	// t is shared by every use of the type: mergeInto copies what it
	// would write into (copy-on-write), so t is read, never copied whole.
	r.mergeInto(out, *t)
	use := *s
	use.Description = ""
	r.mergeInto(out, use)
	return out
}

// exprSchema is the schema of a field's (or element's) type t written in
// package ctx, before flattening: for a named type, what controller-gen
// writes beside its reference (ref), which combine merges with the type's
// own schema. The items: markers of ms (the field's or type's) apply to a
// list's items before their type is merged in.
func (r *renderer) exprSchema(t types.Type, ctx *types.Package, at token.Pos, ms markerSet) (s *props, ref *types.TypeName) {
	if a, ok := t.(*types.Alias); ok {
		return r.aliasSchema(a, ctx, at)
	}
	switch t := t.(type) {
	case *types.Pointer:
		return r.exprSchema(t.Elem(), ctx, at, ms)
	case *types.Named:
		tn := t.Obj()
		if t.TypeArgs().Len() > 0 {
			r.diags.Add(r.pos(at), tn.Name(), "generic type %s cannot be written in a CRD schema; use a named instantiation-free type", tn.Name())
			return &props{}, nil
		}
		s := &props{}
		if _, known := r.knownSchema(tn); !known {
			switch u := t.Underlying().(type) {
			case *types.Slice:
				s.Type = "array"
			case *types.Map:
				s.Type = "object"
			case *types.Basic:
				if tn.Pkg() == ctx {
					// Written as a local name: controller-gen copies the
					// type's type and format beside the reference.
					s.Type, s.Format, _ = basicType(u, true)
				}
			}
		}
		return s, tn
	case *types.Basic:
		typ, format, err := basicType(t, r.opts.AllowDangerousTypes)
		if err != "" {
			r.diags.Add(r.pos(at), t.Name(), "%s", err)
		}
		return &props{Type: typ, Format: format}, nil
	case *types.Slice:
		if isByte(t.Elem()) {
			return &props{Type: "string", Format: "byte"}, nil // base64
		}
		return &props{Type: "array", Items: &apiextensionsv1.JSONSchemaPropsOrArray{Schema: r.elemSchema(t.Elem(), ctx, at, ms)}}, nil
	case *types.Array:
		return &props{Type: "array", Items: &apiextensionsv1.JSONSchemaPropsOrArray{Schema: r.elemSchema(t.Elem(), ctx, at, ms)}}, nil
	case *types.Map:
		if !stringKey(t.Key()) {
			r.diags.Add(r.pos(at), t.String(), "map keys must be strings or implement encoding.TextMarshaler, not %s; use a map with string keys", t.Key())
			return &props{}, nil
		}
		return &props{Type: "object", AdditionalProperties: &apiextensionsv1.JSONSchemaPropsOrBool{Allows: true, Schema: r.elemSchema(t.Elem(), ctx, at, nil)}}, nil
	case *types.Struct:
		r.diags.Add(r.pos(at), "struct", "inline struct types are not supported in CRD schemas; declare a named struct type and use it")
		return &props{Type: "object", Properties: map[string]props{}}, nil
	case *types.Interface:
		r.diags.Add(r.pos(at), t.String(), "interface type is not supported in CRD schemas; use an explicit type or apiextensionsv1.JSON instead")
		return &props{}, nil
	}
	r.diags.Add(r.pos(at), t.String(), "type %s cannot be written in a CRD schema", t)
	return &props{}, nil
}

// elemSchema is the flattened schema of a list's items or a map's values:
// no description of their own, and the items: markers of ms.
func (r *renderer) elemSchema(t types.Type, ctx *types.Package, at token.Pos, ms markerSet) *props {
	s, ref := r.exprSchema(t, ctx, at, nil)
	r.applyItemMarkers(s, ms, at)
	return r.combine(ref, s)
}

func isByte(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// stringKey reports whether map keys of t encode as JSON strings.
func stringKey(t types.Type) bool {
	if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return true
	}
	return implementsText(t)
}

// basicType is controller-gen's JSON type and format of a Go basic type:
// int32 and int64 formats only, floats only when allowed.
func basicType(b *types.Basic, allowFloats bool) (typ, format, err string) {
	info := b.Info()
	switch {
	case info&types.IsBoolean != 0:
		typ = "boolean"
	case info&types.IsString != 0:
		typ = "string"
	case info&types.IsInteger != 0:
		typ = "integer"
	case info&types.IsFloat != 0:
		if !allowFloats {
			return "", "", "found float, the usage of which is highly discouraged, as support for them varies across languages; serialize it as a string (resource.Quantity, or a string field), or run with crd:allowDangerousTypes=true"
		}
		typ = "number"
	default:
		return "", "", "unsupported type " + b.String()
	}
	switch b.Kind() {
	case types.Int32, types.Uint32:
		format = "int32"
	case types.Int64, types.Uint64:
		format = "int64"
	}
	return typ, format, ""
}

func derefType(t types.Type) types.Type {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		return types.Unalias(p.Elem())
	}
	return t
}
