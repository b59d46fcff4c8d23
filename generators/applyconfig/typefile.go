package applyconfig

import (
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/render"
)

const managedFields = "k8s.io/apimachinery/pkg/util/managedfields"

// typeFile is the configuration of one type of in, to render.
func (g *gen) typeFile(in input, obj *types.TypeName, s *schemaInfo) render.File {
	t := obj.Type()
	pkg := g.acPkg(in.v)
	im := gofile.NewImports(pkg, in.v.PackageName())
	b := &typeBuilder{g: g, im: im, self: t, docs: newDocs(in.p), fset: in.p.Fset, pkgName: in.p.Name}
	d := typeFile{
		Package:    in.v.PackageName(),
		Type:       obj.Name(),
		AC:         obj.Name() + Suffix,
		Doc:        b.docs.typeDoc(obj),
		Kind:       obj.Name(),
		APIVersion: apiVersion(in.v),
	}
	b.ac = d.AC
	k := kindOf(in.v, obj.Name())
	switch {
	case k != nil && k.Namespaced:
		d.Namespaced = true
	case k != nil:
		d.ClusterScoped = true
	case embeds(t, metaV1, "TypeMeta"):
		d.WithTypeMeta = true
	}
	d.IsApplyConfiguration = k != nil || embeds(t, metaV1, "TypeMeta")
	d.Fields = b.structFields()
	b.withFuncs(t, nil, map[string]bool{})
	b.getters(t, nil)
	d.Methods, d.Getters = b.methods, b.gets
	if k != nil {
		if name, ok := s.names[typeName{obj.Pkg().Path(), obj.Name()}]; ok {
			// Only the Extract functions name the Go type itself.
			d.QualifiedType = im.Ident(obj.Pkg().Path(), obj.Name())
			d.Extract = &extract{
				Param:        privateName(obj.Name()),
				SchemaType:   name,
				ExtractInto:  im.Ident(managedFields, "ExtractInto"),
				Parser:       im.Ident(g.o.Pkg+"/internal", "Parser"),
				Namespaced:   k.Namespaced,
				Subresources: subresources(k),
				Name:         metaSelector(obj, "Name"),
				Namespace:    metaSelector(obj, "Namespace"),
			}
		}
	}
	return g.file(filepath.Join(g.acDir(in.v), strings.ToLower(obj.Name())+".go"), "applyconfig_type.go.tmpl", d, im)
}

// metaSelector is how an Extract function reads the object's metadata
// field (Name, Namespace): upstream's promoted selector ("Name") when it
// reaches ObjectMeta's field, else the explicit "ObjectMeta.Name". A kind
// whose own (or another embedded struct's) field of that name sits at the
// same depth makes the promoted selector ambiguous, and one at a shallower
// depth makes it name another field: either way the promoted form would
// not build or would read the wrong value.
func metaSelector(obj *types.TypeName, field string) string {
	f, _, _ := types.LookupFieldOrMethod(obj.Type(), true, obj.Pkg(), field)
	if v, ok := f.(*types.Var); ok && v.IsField() && v.Pkg() != nil && v.Pkg().Path() == metaV1 {
		return field
	}
	return "ObjectMeta." + field
}

// subresources are the kind's status (unless +genclient:noStatus) and the
// subresources of its +genclient:method lines, sorted.
func subresources(k *model.Kind) []subresource {
	var paths []string
	if k.HasStatus {
		paths = append(paths, "status")
	}
	for _, m := range k.Methods {
		if m.Subresource != "" && !slices.Contains(paths, m.Subresource) {
			paths = append(paths, m.Subresource)
		}
	}
	slices.Sort(paths)
	out := make([]subresource, len(paths))
	for i, p := range paths {
		out[i] = subresource{Name: titleCase(p), Path: p}
	}
	return out
}

// titleCase capitalizes each word of a subresource path ("status" ->
// "Status"), as the function names upstream derives from it.
func titleCase(s string) string {
	var b strings.Builder
	start := true
	for _, r := range s {
		if start {
			b.WriteRune(unicode.ToUpper(r))
		} else {
			b.WriteRune(unicode.ToLower(r))
		}
		start = !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	}
	return b.String()
}

// privateName lower-cases the first letter ("Foo" -> "foo").
func privateName(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToLower(r)) + s[n:]
}

// typeBuilder collects the struct fields, builders and getters of one
// configuration.
type typeBuilder struct {
	g    *gen
	im   *gofile.Imports
	self types.Type
	ac   string
	docs *docs
	// fset and pkgName place and name the warnings about left-out fields.
	fset    *token.FileSet
	pkgName string

	methods []method
	gets    []getter
}

// typeString renders a converted type in this file.
func (b *typeBuilder) typeString(a *acType) string {
	switch {
	case a.goType != nil:
		return b.im.Type(a.goType)
	case a.ref != nil:
		return b.im.Ident(a.ref.Pkg, a.ref.Name)
	case a.pointer:
		return "*" + b.typeString(a.elem)
	case a.slice:
		return "[]" + b.typeString(a.elem)
	case a.isMap:
		return "map[" + b.typeString(a.key) + "]" + b.typeString(a.elem)
	}
	return ""
}

// baseName is the unqualified name of a converted type: the embedded
// field's name when the type is embedded.
func baseName(a *acType) string {
	switch {
	case a.ref != nil:
		return a.ref.Name
	case a.pointer:
		return baseName(a.elem)
	case a.goType != nil:
		if n, ok := types.Unalias(a.goType).(*types.Named); ok {
			return n.Obj().Name()
		}
	}
	return ""
}

// blocked are fields no configuration offers: ObjectMeta's server-owned
// ManagedFields and SelfLink, and fields on their way out (ZZZ_ prefix).
func blocked(owner types.Type, f *types.Var) bool {
	if nameOf(owner) == (typeName{metaV1, "ObjectMeta"}) && (f.Name() == "ManagedFields" || f.Name() == "SelfLink") {
		return true
	}
	return strings.HasPrefix(f.Name(), "ZZZ_")
}

// structFields are the configuration's fields: every json-tagged field
// of the type, optional (pointer, or nil-able slice or map), with
// omitempty unless inlined.
func (b *typeBuilder) structFields() []fieldDecl {
	var out []fieldDecl
	for i, f := range fields(b.self) {
		if blocked(b.self, f) || b.leftOut(b.self, f) {
			continue
		}
		tag, ok := lookupJSON(f, tagOf(b.self, i))
		if !ok {
			continue
		}
		if !tag.inline {
			tag.omitempty = true
		}
		typ := b.typeString(b.g.refs.convert(f.Type()))
		var decl string
		switch {
		case f.Embedded() && tag.inline:
			decl = typ
		case f.Embedded():
			decl = "*" + typ
		case nillable(f.Type()):
			decl = f.Name() + " " + typ
		default:
			decl = f.Name() + " *" + typ
		}
		out = append(out, fieldDecl{Doc: b.docs.fieldDoc(f), Decl: decl, Tag: "`json:\"" + tag.String() + "\"`"})
	}
	return out
}

// embedding is the embedded field whose promoted fields get builders.
type embedding struct {
	// name is the embedded field's name in the configuration.
	name   string
	inline bool
}

func (e *embedding) path(field string) string {
	if e == nil {
		return "b." + field
	}
	return "b." + e.name + "." + field
}

// ensure is the helper a builder of a promoted field calls first: a
// non-inlined embedded configuration is a pointer, allocated on first use.
func (e *embedding) ensure() []string {
	if e == nil || e.inline {
		return nil
	}
	return []string{ensureName(e.name)}
}

func ensureName(typeName string) string { return "ensure" + typeName + "Exists" }

// memberType is a field's type in builders: converted, and a pointer to
// a configuration struct.
func (b *typeBuilder) memberType(t types.Type) *acType {
	a := b.g.refs.convert(t)
	if b.g.refs.isApplyConfig(t) {
		a = &acType{pointer: true, elem: a}
	}
	return a
}

// withFuncs adds the With builders of t's fields (t is the configured type
// or, through embed, a type it embeds), once per field name.
func (b *typeBuilder) withFuncs(t types.Type, embed *embedding, done map[string]bool) {
	for i, f := range fields(t) {
		if blocked(t, f) || b.leftOut(t, f) {
			continue
		}
		tag, ok := lookupJSON(f, tagOf(t, i))
		if !ok || done[f.Name()] {
			continue
		}
		done[f.Name()] = true
		mt := b.memberType(f.Type())
		if f.Embedded() {
			inner := &embedding{name: baseName(mt), inline: tag.inline}
			b.withFuncs(f.Type(), inner, done)
			if !tag.inline {
				elemType := mt
				if mt.pointer {
					elemType = mt.elem
				}
				b.methods = append(b.methods, method{Ensure: true, Name: ensureName(inner.name),
					Path: "b." + inner.name, New: "&" + b.typeString(elemType) + "{}"})
			}
			continue
		}
		m := method{Name: "With" + f.Name(), Field: f.Name(), Path: embed.path(f.Name()), Ensures: embed.ensure()}
		if d := deref(f.Type()); classify(d) == shapeSlice && b.g.refs.isApplyConfig(elem(d)) {
			// Slices of configurations take pointers, so that builders
			// chain: WithItems(Item().WithName("a"), Item().WithName("b")).
			// A slice of pointers is kept as it is, so the argument
			// becomes a pointer to its pointer element (as upstream).
			m.ArgType = "*" + b.typeString(mt.elemOrSelf())
			m.Append, m.AppendDeref = true, true
			if classify(f.Type()) == shapePointer {
				b.addPointerSlice(&m, f, mt)
			}
			b.methods = append(b.methods, m)
			continue
		}
		switch classify(f.Type()) {
		case shapeSlice:
			m.ArgType, m.Append = b.typeString(mt.elemOrSelf()), true
		case shapeMap:
			m.ArgType, m.PutEntries, m.MapType = b.typeString(mt), true, b.typeString(mt)
		default:
			m.ArgType = b.typeString(mt)
			if b.g.refs.isApplyConfig(f.Type()) || nillable(f.Type()) {
				m.SetValue = true
			} else {
				m.SetPointer = true
			}
		}
		b.methods = append(b.methods, m)
	}
}

// addPointerSlice handles a field that is a pointer to a slice of
// configurations: an ensure helper allocates the slice first.
func (b *typeBuilder) addPointerSlice(m *method, f *types.Var, mt *acType) {
	m.PointerSlice = true
	e := mt.elemOrSelf()
	helper := ensureName(baseName(e))
	b.methods = append(b.methods, method{Ensure: true, Name: helper, Path: "b." + f.Name(), New: "&[]" + b.typeString(e) + "{}"})
	m.Ensures = append(m.Ensures, helper)
}

func (a *acType) elemOrSelf() *acType {
	if a.slice {
		return a.elem
	}
	if a.goType != nil {
		if e := elem(a.goType); e != nil && classify(a.goType) == shapeSlice {
			return &acType{goType: e}
		}
	}
	return a
}

// getters adds GetName and GetNamespace (from ObjectMeta) and GetKind and
// GetAPIVersion (from TypeMeta), which apply needs to address an object.
func (b *typeBuilder) getters(t types.Type, embed *embedding) {
	for i, f := range fields(t) {
		if blocked(t, f) || b.leftOut(t, f) {
			continue
		}
		tag, ok := lookupJSON(f, tagOf(t, i))
		if !ok {
			continue
		}
		mt := b.memberType(f.Type())
		if f.Embedded() {
			b.getters(f.Type(), &embedding{name: baseName(mt), inline: tag.inline})
			continue
		}
		n := nameOf(t)
		if !(n == typeName{metaV1, "ObjectMeta"} && (f.Name() == "Name" || f.Name() == "Namespace")) &&
			!(n == typeName{metaV1, "TypeMeta"} && (f.Name() == "Kind" || f.Name() == "APIVersion")) {
			continue
		}
		result := b.typeString(mt)
		if !b.g.refs.isApplyConfig(f.Type()) && !nillable(f.Type()) {
			result = "*" + result
		}
		b.gets = append(b.gets, getter{Name: "Get" + f.Name(), Field: f.Name(), Path: embed.path(f.Name()), ResultType: result, Ensures: embed.ensure()})
	}
}
