package schema

import (
	"encoding/json"
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/gotype"
)

// candidate is one struct field bidding for a JSON name.
type candidate struct {
	field  Field
	depth  int  // embedding depth, 0 for the struct's own fields
	tagged bool // the name comes from a json tag
	// pos is where the outermost struct declares the field or embeds it.
	pos token.Position
}

// fields lists the JSON fields of st as encoding/json writes them:
// tagged names, "-" skipped, embedded structs without a name promoted,
// and of several fields with one name the shallowest (then the only
// tagged one) wins, none when that is ambiguous. They are sorted by name,
// as kube-openapi orders an OpenAPI definition's properties.
func (b *builder) fields(named *types.Named, st *types.Struct, subject string) []Field {
	byName := map[string][]candidate{}
	var declared []Field
	b.collect(named, st, subject, 0, token.Position{}, byName, &declared, map[*types.Struct]bool{})
	if b.cfg.Reading.Declared {
		return declared
	}
	var out []Field
	for name, cs := range byName {
		win, ok := dominant(cs)
		if !ok {
			b.warns.Warn(cs[0].pos, subject, "several embedded fields are written as %q and encoding/json drops them all; give them distinct json names", name)
			continue
		}
		out = append(out, win.field)
	}
	slices.SortFunc(out, func(x, y Field) int { return strings.Compare(x.Name, y.Name) })
	return out
}

// isOptional is openapi-gen's rule: +required, else +optional, else
// omitempty.
func (b *builder) isOptional(m markers, omitEmpty bool, subject string) bool {
	switch {
	case m.required && m.optional:
		b.warns.Warn(m.pos["required"], subject, "both +optional and +required; keep the one that holds")
		return false
	case m.required:
		return false
	case m.optional:
		return true
	}
	return omitEmpty
}

func dominant(cs []candidate) (candidate, bool) {
	min := cs[0].depth
	for _, c := range cs {
		min = minInt(min, c.depth)
	}
	var top, tagged []candidate
	for _, c := range cs {
		if c.depth == min {
			top = append(top, c)
			if c.tagged {
				tagged = append(tagged, c)
			}
		}
	}
	switch {
	case len(top) == 1:
		return top[0], true
	case len(tagged) == 1:
		return tagged[0], true
	}
	return candidate{}, false
}

func minInt(a, b int) int {
	if a < b {
		return a
	}
	return b
}

// collect adds the fields of st (embedded at depth; via is where the
// outermost struct embeds it, for warnings) to byName.
// declared receives them in declaration order, for Reading.Declared.
func (b *builder) collect(named *types.Named, st *types.Struct, subject string, depth int, via token.Position, byName map[string][]candidate, declared *[]Field, seen map[*types.Struct]bool) {
	if seen[st] {
		return // encoding/json stops at a type embedded in itself
	}
	seen[st] = true
	b.noteDocs(named, st)
	defer delete(seen, st)
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		if b.excluded(b.fieldDoc(f)) {
			continue
		}
		j := b.jsonRules().Of(gotype.FieldOf(f, st.Tag(i)))
		if j.Skip {
			continue
		}
		pos := b.pos(f.Pos())
		top := via
		if depth == 0 {
			top = pos
		}
		if j.Inline {
			// Readings that inline other embedded types (openapi-gen's)
			// find no fields in them.
			if inner, ok := embeddedStruct(f.Type()); ok {
				b.collect(namedOf(f.Type()), inner, subject, depth+1, top, byName, declared, seen)
			}
			continue
		}
		if j.Tag.Has("inline") && !f.Embedded() {
			b.warns.Warn(pos, subject+"."+f.Name(), "json option inline only works on embedded fields; encoding/json writes this field as %q", j.Name)
		}
		fieldSubject := subject + "." + f.Name()
		m := b.fieldMarkers(f, fieldSubject)
		b.at = pos
		sf := Field{Name: j.Name, GoName: f.Name(), Pos: pos, Doc: b.fieldDoc(f), Var: f, Tag: st.Tag(i), Owner: named}
		if j.String {
			sf.Type = Node{Kind: Scalar, Scalar: String}
		} else {
			sf.Type = b.ref(f.Type(), m, fieldSubject)
		}
		sf.K8sValidation, sf.K8sValidationErr = b.k8sValidationOf(sf.Doc)
		if b.cfg.Reading.Defaults == DefaultsOpenAPIGen {
			sf.Default, sf.DefaultRef, sf.DefaultErr = b.openAPIGenDefault(f, sf.Doc, pkgPathOf(named), j.OmitEmpty)
		} else {
			sf.Default = b.defaultOf(f, j.OmitEmpty, m, fieldSubject)
		}
		sf.Optional = b.isOptional(m, j.OmitEmpty, fieldSubject)
		if m.optional && m.required && b.cfg.Reading.OptionalErrors {
			sf.OptionalErr = fmt.Errorf("member %s cannot be both optional and required", f.Name())
		}
		byName[sf.Name] = append(byName[sf.Name], candidate{field: sf, depth: depth, tagged: j.Named, pos: top})
		*declared = append(*declared, sf)
	}
}

// embeddedStruct is the struct an unnamed embedded field promotes the
// fields of (through one pointer), if any.
func embeddedStruct(t types.Type) (*types.Struct, bool) {
	st, ok := deref(t).Underlying().(*types.Struct)
	return st, ok
}

// pkgPathOf is the import path of a named type's package, "" for none.
func pkgPathOf(n *types.Named) string {
	if n == nil || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Path()
}

// namedOf is the named type t is, or points to; nil for another.
func namedOf(t types.Type) *types.Named {
	n, _ := deref(t).(*types.Named)
	return n
}

// deref is t through one pointer, aliases resolved: the type a field's
// JSON describes.
func deref(t types.Type) types.Type {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		return types.Unalias(p.Elem())
	}
	return t
}

// jsonMethods says whether values of a type encode or decode themselves.
type jsonMethods struct{ marshal, unmarshal bool }

func (j jsonMethods) any() bool { return j.marshal || j.unmarshal }

func (b *builder) jsonMethodsOf(n *types.Named) jsonMethods {
	if j, ok := b.jsonMeths[n]; ok {
		return j
	}
	ms := types.NewMethodSet(types.NewPointer(n))
	j := jsonMethods{marshal: ms.Lookup(nil, "MarshalJSON") != nil, unmarshal: ms.Lookup(nil, "UnmarshalJSON") != nil}
	b.jsonMeths[n] = j
	return j
}

// fieldMarkers reads the markers of a field once; warnings name the
// subject of the first reading.
func (b *builder) fieldMarkers(f *types.Var, subject string) markers {
	if m, ok := b.fieldMarks[f]; ok {
		return m
	}
	var lines []Line
	if b.cfg.Reading.MarkersInDocs {
		lines = docMarkerLines(b.fieldDoc(f), b.pos(f.Pos()))
	} else {
		lines = b.cfg.Markers.FieldMarkers(f.Pos())
	}
	m := parseMarkers(lines, subject, &b.warns)
	b.fieldMarks[f] = m
	return m
}

// typeMarkers reads the markers of a type declaration once.
func (b *builder) typeMarkers(tn *types.TypeName) markers {
	if m, ok := b.typeMarks[tn]; ok {
		return m
	}
	var lines []Line
	if b.cfg.Reading.MarkersInDocs {
		lines = docMarkerLines(b.typeDoc(tn), b.pos(tn.Pos()))
	} else {
		lines = b.cfg.Markers.TypeMarkers(tn.Pos())
	}
	m := parseMarkers(lines, short(tn), &b.warns)
	b.typeMarks[tn] = m
	return m
}

// defaultOf is a field's default value as openapi-gen writes it into the
// OpenAPI definition: the +default marker, else the zero value of a
// non-omitempty scalar and an empty object for a struct (the decoder
// fills them in). Server-side apply reads it for list-map keys a list
// item leaves out.
func (b *builder) defaultOf(f *types.Var, omitEmpty bool, m markers, subject string) any {
	if m.def != "" {
		return b.markerDefault(f, m, subject)
	}
	return b.enforcedDefault(f.Type(), omitEmpty)
}

func (b *builder) enforcedDefault(t types.Type, omitEmpty bool) any {
	t = types.Unalias(t)
	if n, ok := t.(*types.Named); ok {
		if b.jsonMethodsOf(n).unmarshal {
			return nil // decoded by its own code: its zero value is null
		}
		t = n.Underlying()
	}
	switch t := t.(type) {
	case *types.Struct:
		if t.NumFields() == 1 && t.Field(0).Embedded() {
			return b.enforcedDefault(t.Field(0).Type(), omitEmpty)
		}
		return map[string]any{}
	case *types.Basic:
		if omitEmpty {
			return nil
		}
		switch info := t.Info(); {
		case info&types.IsString != 0:
			return ""
		case info&types.IsBoolean != 0:
			return false
		case info&(types.IsInteger|types.IsFloat) != 0:
			return 0
		}
	}
	return nil
}

// markerDefault reads +default: a JSON value, or ref(Name) /
// ref(import/path.Name) naming a constant.
func (b *builder) markerDefault(f *types.Var, m markers, subject string) any {
	raw := m.def
	var v any
	if err := json.Unmarshal([]byte(raw), &v); err == nil {
		return v
	}
	if inner, ok := strings.CutPrefix(raw, "ref("); ok && strings.HasSuffix(inner, ")") {
		inner = strings.TrimSuffix(inner, ")")
		if v, ok := lookupConst(f.Pkg(), inner); ok {
			return v
		}
		b.warns.Warn(m.pos["default"], subject, "+default=%s names no constant this package can see; the field has no default; write ref(<constant>) or ref(<import path>.<constant>)", raw)
		return nil
	}
	b.warns.Warn(m.pos["default"], subject, "+default=%s is not a JSON value and is ignored; quote strings (+default=\"value\")", raw)
	return nil
}

func lookupConst(pkg *types.Package, ref string) (any, bool) {
	if pkg == nil {
		return nil, false
	}
	scope, name := pkg.Scope(), ref
	if i := strings.LastIndex(ref, "."); i >= 0 {
		path := ref[:i]
		name = ref[i+1:]
		scope = nil
		if path == pkg.Path() {
			scope = pkg.Scope()
		}
		for _, imp := range pkg.Imports() {
			if imp.Path() == path {
				scope = imp.Scope()
			}
		}
		if scope == nil {
			return nil, false
		}
	}
	c, ok := scope.Lookup(name).(*types.Const)
	if !ok {
		return nil, false
	}
	switch v := c.Val(); v.Kind() {
	case constant.String:
		return constant.StringVal(v), true
	case constant.Bool:
		return constant.BoolVal(v), true
	case constant.Int:
		if i, ok := constant.Int64Val(v); ok {
			return i, true
		}
	case constant.Float:
		f, _ := constant.Float64Val(v)
		return f, true
	}
	return nil, false
}
