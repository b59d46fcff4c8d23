package schema

import (
	"go/token"
	"go/types"

	"github.com/kubegen/kubegen/generators/diag"
)

// Config is what Build needs besides the roots.
type Config struct {
	// Fset positions the types' objects (the load's file set).
	Fset *token.FileSet
	// Markers finds the marker lines of declarations.
	Markers MarkerSource
	// Name, when set, is the name the rendering gives a type's definition:
	// a type whose name an earlier one has is not defined but refers to
	// that one, with a warning, since the rendering could describe only
	// one of them. Without it every named type is a definition of its own.
	Name func(*types.TypeName) string
	// Reading names how fields are read where the renderings' upstream
	// tools differ (reading.go); the zero value is encoding/json's.
	Reading Reading
	// ObjectDocs, when set, finds comments as Docs does, asked by object
	// (description.go); Docs is not asked then.
	ObjectDocs ObjectDocSource

	// Formats, when set, gives numbers their formats (format.go).
	Formats Formats
	// Docs, when set, finds the comment lines of types and fields: the
	// model's Doc, which descriptions are made of (description.go).
	Docs DocSource
	// SelfEncodedFields keeps the fields of struct types that have their
	// own JSON methods (as a reference to their definition, no warning):
	// a CRD's renderer decides from their markers whether the fields
	// describe them, as controller-gen does.
	SelfEncodedFields bool
	// EnumPackages are the packages whose +enum types and constants
	// Reading.OpenAPIGenEnums reads (openapi-gen's input packages), and
	// ConstDocs finds a constant's comment lines, its values' comments.
	EnumPackages []*types.Package
	ConstDocs    func(*types.Const) []string
}

// MarkerSource finds the marker lines of the type or struct field declared
// at a position (the object's Pos). The lines of declarations it cannot
// read are nil: their types then have no markers.
type MarkerSource interface {
	TypeMarkers(pos token.Pos) []Line
	FieldMarkers(pos token.Pos) []Line
}

// Build walks roots and every type they reach and returns their model.
// Struct types are definitions, and so are the roots and the known
// apimachinery types; other named types are written inline where used.
// Doubtful markers and types JSON cannot hold are warnings at their file
// and line.
func Build(cfg Config, roots []*types.TypeName) (*Model, diag.List) {
	b := &builder{
		cfg: cfg, model: &Model{ByType: map[*types.TypeName]*Definition{}}, named: map[string]*Definition{},
		fieldMarks: map[*types.Var]markers{}, typeMarks: map[*types.TypeName]markers{}, jsonMeths: map[*types.Named]jsonMethods{},
		docsAsked: map[*types.Struct]bool{}, fieldDocs: map[*types.Var][]string{},
	}
	for _, r := range roots {
		b.define(r)
	}
	for len(b.queue) > 0 {
		d := b.queue[0]
		b.queue = b.queue[1:]
		b.definition(d)
	}
	b.checkKeys()
	b.enums()
	return b.model, b.warns
}

// builder walks the types from the roots. It is used by one goroutine.
type builder struct {
	cfg   Config
	warns diag.List
	model *Model
	// named are the definitions by Config.Name.
	named map[string]*Definition
	queue []*Definition
	// at is the field being built, for warnings without a marker.
	at token.Position
	// Caches: markers of fields and types, and JSON methods of types.
	fieldMarks map[*types.Var]markers
	typeMarks  map[*types.TypeName]markers
	jsonMeths  map[*types.Named]jsonMethods
	// docsAsked are the structs Config.Docs was asked about; fieldDocs
	// what it answered.
	docsAsked map[*types.Struct]bool
	fieldDocs map[*types.Var][]string
	// keyChecks are list-map keys to check once every definition exists.
	keyChecks []keyCheck
}

// define queues tn's definition (once) and returns it.
func (b *builder) define(tn *types.TypeName) *Definition {
	if d, ok := b.model.ByType[tn]; ok {
		return d
	}
	name := ""
	if b.cfg.Name != nil {
		name = b.cfg.Name(tn)
		if prev, ok := b.named[name]; ok {
			b.warns.Warn(b.pos(tn.Pos()), name, "two Go types have this schema name; the schema describes only the first")
			return prev
		}
	}
	d := &Definition{Type: tn}
	b.model.ByType[tn] = d
	b.model.Defs = append(b.model.Defs, d)
	if b.cfg.Name != nil {
		b.named[name] = d
	}
	b.queue = append(b.queue, d)
	return d
}

// definition fills in the node of a queued definition.
func (b *builder) definition(d *Definition) {
	tn := d.Type
	d.Doc = b.typeDoc(tn)
	d.K8sValidation, d.K8sValidationErr = b.k8sValidationOf(d.Doc)
	d.K8sValidationTypeErr = b.k8sValidationTypeErr(d.K8sValidation, tn.Type())
	if n, ok := tn.Type().(*types.Named); ok && b.cfg.Reading.OpenAPIGenValues {
		d.OpenAPIMethods = OpenAPIMethodsOf(n, b.cfg.Reading.Methods)
	}
	if known, ok := knownTypes[qualified(tn)]; ok {
		d.Known, d.Node = qualified(tn), known
		return
	}
	subject := short(tn)
	m := b.typeMarkers(tn)
	st, ok := tn.Type().Underlying().(*types.Struct)
	if ok && st.NumFields() == 0 {
		d.Node = Node{Kind: Object, Object: &ObjectType{Open: true}}
		if b.cfg.Reading.OpenAPIGenUnions {
			// openapi-gen writes an empty union for a +union struct
			// without fields.
			d.Node.Object.Unions, d.Node.Object.UnionErrs = b.openAPIGenUnions(tn.Type().(*types.Named), st)
		}
		return
	}
	if !ok {
		d.Node = b.inline(tn.Type().Underlying(), m, subject)
		return
	}
	if m.listType != "" || len(m.listMapKeys) > 0 {
		b.warns.Warn(m.pos["listType"], subject, "+listType on a struct type is ignored; put it on a slice field")
	}
	if m.mapType != "" {
		b.warns.Warn(m.pos["mapType"], subject, "+mapType on a struct type; write +structType")
	}
	named, _ := tn.Type().(*types.Named)
	obj := &ObjectType{Fields: b.fields(named, st, subject)}
	if b.cfg.Reading.OpenAPIGenUnions {
		obj.Unions, obj.UnionErrs = b.openAPIGenUnions(named, st)
	} else {
		obj.Unions = b.unions(named, st, m)
	}
	d.Node = Node{Kind: Object, Object: obj, Relation: b.relation(m, subject)}
}

// qualified is "import/path.Name", the key of knownTypes.
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

// relation reads +structType/+mapType. Both set the same OpenAPI
// extension; +structType is read last by openapi-gen, so it wins.
func (b *builder) relation(m markers, subject string) Relation {
	v, marker := m.mapType, "mapType"
	if m.structType != "" {
		v, marker = m.structType, "structType"
	}
	switch v {
	case "":
		return ""
	case "atomic":
		return Atomic
	case "granular":
		return Granular
	}
	b.warns.Warn(m.pos[marker], subject, "+%s=%s is not a map type and is ignored; write +%s=atomic or +%s=granular", marker, v, marker, marker)
	return ""
}

// ref is the node of a field's (or element's) type t: a reference to the
// definition of a named struct or known type, else the type written
// inline. m are the field's markers.
func (b *builder) ref(t types.Type, m markers, subject string) Node {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		return b.ref(p.Elem(), m, subject)
	}
	n, ok := t.(*types.Named)
	if !ok {
		return b.inline(t, m, subject)
	}
	tn := n.Obj()
	if n.TypeArgs().Len() > 0 {
		if b.cfg.Reading.OpenAPIGenValues {
			// openapi-gen refers to a generic struct by its name and
			// writes another generic type as the type it names.
			if _, isStruct := n.Underlying().(*types.Struct); isStruct {
				return Node{Kind: Untyped, Generic: tn}
			}
			return b.inline(n.Underlying(), m, subject)
		}
		b.warns.Warn(b.at, subject, "generic type %s has no schema definition; the field is an untyped atomic value", tn.Name())
		return Node{Kind: Untyped}
	}
	_, known := knownTypes[qualified(tn)]
	_, isStruct := n.Underlying().(*types.Struct)
	switch {
	case known:
		b.unusedListMarkers(m, subject)
		return Node{Kind: Ref, Def: b.define(tn), Relation: b.relation(m, subject)}
	case isStruct:
		b.unusedListMarkers(m, subject)
		if b.jsonMethodsOf(n).any() && !b.cfg.SelfEncodedFields {
			b.warns.Warn(b.pos(tn.Pos()), short(tn), "has its own JSON encoding, so its fields do not say what it looks like; the schema treats it as an untyped atomic value")
			return Node{Kind: Untyped}
		}
		return Node{Kind: Ref, Def: b.define(tn), Relation: b.relation(m, subject)}
	}
	if _, ok := n.Underlying().(*types.Pointer); ok {
		return b.ref(n.Underlying(), m, subject)
	}
	// A named slice, map or scalar is written inline, as openapi-gen does.
	// Markers on its declaration apply where the field has none
	// (openapi-gen reads the field's only; controller-gen, which writes
	// most CRD schemas, reads both).
	out := b.inline(n.Underlying(), withTypeMarkers(m, b.typeMarkers(tn)), subject)
	out.EmptyInterface = false // named, so not spelled interface{}
	if out.Kind != Untyped {
		out.Type = tn
	}
	return out
}

// inline is the node of an unnamed type (or a named type's underlying
// one); Untyped, with a warning, for types JSON cannot hold.
func (b *builder) inline(t types.Type, m markers, subject string) Node {
	t = types.Unalias(t)
	switch t := t.(type) {
	case *types.Basic:
		return b.basic(t, subject)
	case *types.Slice:
		if b.isByte(t.Elem()) {
			return Node{Kind: Scalar, Scalar: String, Format: "byte"} // base64
		}
		return b.list(t.Elem(), m, subject)
	case *types.Array:
		return b.list(t.Elem(), m, subject)
	case *types.Map:
		if !b.keysOK(t.Key()) {
			b.warns.Warn(b.at, subject, "a map with %s keys has no schema in this rendering; the schema treats it as an untyped atomic value", t.Key())
			return Node{Kind: Untyped}
		}
		b.unusedListMarkers(m, subject)
		values := b.ref(t.Elem(), markers{}, subject)
		return Node{Kind: Map, Values: &values, Relation: b.relation(m, subject)}
	case *types.Struct:
		b.unusedListMarkers(m, subject)
		obj := &ObjectType{Fields: b.fields(nil, t, subject)}
		return Node{Kind: Object, Object: obj, Relation: b.relation(m, subject)}
	case *types.Interface:
		return Node{Kind: Any, EmptyInterface: b.cfg.Reading.OpenAPIGenValues && EmptyInterface(t)}
	}
	b.warns.Warn(b.at, subject, "a field of type %s cannot be written as JSON; the schema treats it as an untyped atomic value", t)
	return Node{Kind: Untyped}
}

// isByte reports elements that make a slice base64 text: bytes, by
// Reading.ByteSliceByName spelled byte only.
func (b *builder) isByte(t types.Type) bool {
	bt, ok := types.Unalias(t).(*types.Basic)
	if b.cfg.Reading.ByteSliceByName {
		return ok && bt.Name() == "byte"
	}
	return ok && bt.Kind() == types.Byte
}

func (b *builder) pos(p token.Pos) token.Position {
	if b.cfg.Fset == nil || !p.IsValid() {
		return token.Position{}
	}
	return b.cfg.Fset.Position(p)
}

// unusedListMarkers warns about list markers on a field that is no list.
func (b *builder) unusedListMarkers(m markers, subject string) {
	if m.listType != "" {
		b.warns.Warn(m.pos["listType"], subject, "+listType on a field that is not a slice is ignored")
	} else if len(m.listMapKeys) > 0 {
		b.warns.Warn(m.pos["listMapKey"], subject, "+listMapKey on a field that is not a slice is ignored")
	}
}
