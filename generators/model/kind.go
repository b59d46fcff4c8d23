package model

import (
	"go/ast"
	"path"
	"slices"
	"strconv"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
)

const metav1 = "k8s.io/apimachinery/pkg/apis/meta/v1"

// kind builds the Kind for one type declaration, or nil when no generator
// wants it. tagged reports whether the type carries +genclient.
func (b *builder) kind(p *load.Package, idx typeIndex, v *Version, f *ast.File, spec *ast.TypeSpec,
	info pkgInfo, overrides []string, hasOverrides bool) (k *Kind, tagged bool) {
	name := spec.Name.Name
	subject := p.Name + "." + name
	pos := p.Fset.Position(spec.Pos())
	typeTags := b.typeTags(p, f, spec)
	b.checkSpelling(typeTags, subject)
	ct := parseClientTags(typeTags, subject, &b.diags)
	overridden := hasOverrides && slices.Contains(overrides, name)
	if !ct.Generate && !overridden {
		return nil, false
	}
	if !ct.Generate {
		// Upstream parses an overridden type's tags as if +genclient were
		// there: every verb is allowed unless skipped.
		for _, verb := range supportedVerbs {
			ct.allowed[verb] = true
		}
	}

	k = &Kind{
		Version:    v,
		Name:       name,
		Plural:     b.plural.Plural(name),
		Resource:   b.plural.Resource(name),
		Namespaced: !ct.NonNamespaced,
		NoVerbs:    ct.NoVerbs,
		Pos:        pos,
	}
	if ct.ResourceName != "" {
		k.Resource = ct.ResourceName
	}
	if hasOverrides {
		k.Client = overridden
	} else {
		k.Client = ct.Generate
	}
	k.Client = k.Client && !info.clientOff
	k.Lister = ct.Generate && ct.Allowed("list") && ct.Allowed("get") && !info.listerOff
	k.Informer = ct.Generate && !ct.NoVerbs && ct.Allowed("list") && ct.Allowed("watch") && !info.infOff

	switch {
	case spec.TypeParams != nil:
		b.diags.Add(pos, subject, "+genclient: a generic type cannot get a client, since generated code needs one concrete type; declare a non-generic struct for the API object (it may embed an instance of the generic one)")
		return nil, true
	case spec.Assign.IsValid():
		b.diags.Add(pos, subject, "+genclient: a type alias cannot get a client; put the tag on the struct the alias names, in that struct's package")
		return nil, true
	}
	decl, why := b.underlying(p, idx, typeDecl{spec, f})
	if why != "" {
		b.diags.Add(pos, subject, "+genclient: only struct types (or defined types of a struct) can get clients, and %s; move the tag to the API object's struct", why)
		return nil, true
	}
	k.HasStatus = decl.field("Status") != nil && !ct.NoStatus
	if decl.field("Status") == nil && k.Client && !ct.NoVerbs {
		b.checkStatusAsked(typeTags, k, subject)
	}

	applyPkg := b.set.Opts.ApplyConfigPkg != ""
	// A kind embedding *metav1.ObjectMeta gets no apply configuration
	// (upstream's applyconfiguration-gen generates none for it, and ours
	// follows), so nothing else may refer to one: its client has no Apply
	// or ApplyStatus, and no apply method takes the kind (see checkObject
	// for the warning).
	noApplyConfig := applyPkg && pointerMeta(decl)
	apply := applyPkg && !noApplyConfig
	if !ct.NoVerbs {
		a := ct.Allowed
		k.Verbs = VerbSet{
			Create: a("create"), Update: a("update"), UpdateStatus: a("updateStatus") && k.HasStatus,
			Delete: a("delete"), DeleteCollection: a("deleteCollection"),
			Get: a("get"), List: a("list"), Watch: a("watch"), Patch: a("patch"),
			Apply: a("apply") && apply, ApplyStatus: a("applyStatus") && k.HasStatus && apply,
		}
		for _, m := range ct.Methods {
			if m.Verb == "apply" && !applyPkg {
				// Upstream drops these without an apply configuration
				// package; say so, since the method silently goes missing.
				b.diags.Warn(m.Pos, subject, "+genclient:method=%s: ignored, verb=apply needs --apply-configuration-package; pass it, or remove this line", m.Name)
				continue
			}
			if m.Verb == "apply" && noApplyConfig && (m.Input.Name == "" || m.Input.Name == k.Name && (m.Input.PkgPath == "" || m.Input.PkgPath == p.PkgPath)) {
				b.diags.Warn(m.Pos, subject, "+genclient:method=%s: ignored, it takes the kind's apply configuration, which is not generated: the type embeds *metav1.ObjectMeta; embed it by value: metav1.ObjectMeta `json:\"metadata,omitempty\"`", m.Name)
				continue
			}
			b.resolveMethod(p, idx, k, m, subject)
			k.Methods = append(k.Methods, m)
		}
	}

	if !b.checkObject(p, idx, k, decl, subject) {
		return nil, true
	}
	return k, true
}

// checkObject verifies the Go shape generated code relies on: embedded
// TypeMeta and ObjectMeta, and a <Kind>List with Items when listing. It
// reads syntax only, so it works without type information. It returns false
// when the type is no kind after all (see Options.ApplyConfigOnly).
func (b *builder) checkObject(p *load.Package, idx typeIndex, k *Kind, d typeDecl, subject string) bool {
	if !(k.Client || k.Lister || k.Informer) {
		return true
	}
	if b.set.Opts.ApplyConfigOnly {
		if !d.embeds(metav1, "ObjectMeta") && !d.embedsPointer(metav1, "ObjectMeta") {
			b.diags.WarnAbout(diag.TopicApply, k.Pos, subject, "+genclient: the type does not embed metav1.ObjectMeta, so it gets no apply configuration (an Apply request needs a name); embed metav1.ObjectMeta `json:\"metadata,omitempty\"` or remove the tag")
			return false
		}
		if pointerMeta(d) {
			b.diags.WarnAbout(diag.TopicApply, k.Pos, subject, "+genclient: the type embeds *metav1.ObjectMeta, a pointer, so it gets no apply configuration (as upstream); embed it by value: metav1.ObjectMeta `json:\"metadata,omitempty\"`")
		}
		// No client, lister or informer is written: the list type and
		// the remaining shape are the other generators' concern.
		return true
	}
	for _, meta := range []struct{ name, tag string }{{"TypeMeta", `json:",inline"`}, {"ObjectMeta", `json:"metadata,omitempty"`}} {
		switch {
		case d.embeds(metav1, meta.name):
			if b.set.Opts.ApplyConfigPkg != "" {
				b.checkMetaJSONTag(p, d, meta.name, meta.tag, subject)
			}
		case d.embedsPointer(metav1, meta.name):
			// Upstream accepts it and the generated code compiles.
			also := ""
			if meta.name == "ObjectMeta" && b.set.Opts.ApplyConfigPkg != "" {
				also = "; it also gets no apply configuration, so its client has no Apply methods"
			}
			b.diags.Warn(k.Pos, subject, "+genclient: the type embeds *metav1.%s, a pointer: a nil one makes clients, listers and informers panic%s; embed it by value: metav1.%s `%s`", meta.name, also, meta.name, meta.tag)
		default:
			b.diags.Add(k.Pos, subject, "+genclient: the type does not embed metav1.%s; add the field metav1.%s `%s`", meta.name, meta.name, meta.tag)
		}
	}
	if !(k.Verbs.List || k.Verbs.Watch || k.Informer || k.Verbs.DeleteCollection) {
		return true
	}
	listName := k.ListType()
	want := "type " + listName + " struct { metav1.TypeMeta `json:\",inline\"`; metav1.ListMeta `json:\"metadata,omitempty\"`; Items []" + k.Name + " `json:\"items\"` }"
	list, ok := idx[listName]
	if !ok {
		b.diags.Add(k.Pos, subject, "+genclient: there is no %s type, which list and watch need; add %s (or +genclient:onlyVerbs/skipVerbs without list and watch)", listName, want)
		return true
	}
	items := list.field("Items")
	if items == nil || !isSliceOf(items.Type, k.Name) || !list.embeds(metav1, "ListMeta") || !list.embeds(metav1, "TypeMeta") {
		b.diags.Add(p.Fset.Position(list.spec.Pos()), p.Name+"."+listName, "+genclient: %s must embed metav1.TypeMeta and metav1.ListMeta and have Items []%s; write %s", listName, k.Name, want)
		return true
	}
	b.checkListItems(p, list, items, listName, k.Name)
	b.checkListObject(p, d, list, k.Name, listName)
	b.checkKindObject(p, d, list, k, listName)
	return true
}

// resolveMethod fills in default input/result types and checks that local
// types exist.
func (b *builder) resolveMethod(p *load.Package, idx typeIndex, k *Kind, m *ExtMethod, subject string) {
	for _, r := range []*TypeRef{&m.Input, &m.Result} {
		switch {
		case r.Name == "":
			*r = k.TypeRef()
		case r.PkgPath == "":
			r.PkgPath = p.PkgPath
			if _, ok := idx[r.Name]; !ok {
				b.diags.Add(m.Pos, subject, "+genclient:method=%s: type %s is not declared in package %s; declare it or give its import path (path/to/pkg.%s)", m.Name, r.Name, p.Name, r.Name)
			}
		}
	}
	if m.Verb == "apply" {
		m.InputApply = applyConfigOf(k, m.Input, b.set.Opts.ApplyConfigPkg)
	}
	std := map[string]bool{
		"Create": k.Verbs.Create, "Update": k.Verbs.Update, "UpdateStatus": k.Verbs.UpdateStatus,
		"Delete": k.Verbs.Delete, "DeleteCollection": k.Verbs.DeleteCollection, "Get": k.Verbs.Get,
		"List": k.Verbs.List, "Watch": k.Verbs.Watch, "Patch": k.Verbs.Patch,
		"Apply": k.Verbs.Apply, "ApplyStatus": k.Verbs.ApplyStatus,
	}
	if std[m.Name] {
		b.diags.Add(m.Pos, subject, "+genclient:method=%s: clashes with the standard %s method; choose another name or skip that verb with +genclient:skipVerbs", m.Name, m.Name)
	}
	for _, o := range k.Methods {
		if o.Name == m.Name {
			b.diags.Add(m.Pos, subject, "+genclient:method=%s: the method is declared twice (also at line %d); rename one", m.Name, o.Pos.Line)
		}
	}
}

// typeIndex holds a package's top-level type declarations by name.
type typeIndex map[string]typeDecl

type typeDecl struct {
	spec *ast.TypeSpec
	file *ast.File
}

func indexTypes(files []*ast.File) typeIndex {
	idx := typeIndex{}
	for _, f := range files {
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok {
				for _, s := range gd.Specs {
					if ts, ok := s.(*ast.TypeSpec); ok {
						idx[ts.Name.Name] = typeDecl{ts, f}
					}
				}
			}
		}
	}
	return idx
}

func (d typeDecl) fields() []*ast.Field {
	st, ok := d.spec.Type.(*ast.StructType)
	if !ok || st.Fields == nil {
		return nil
	}
	return st.Fields.List
}

// field finds a named or embedded field.
func (d typeDecl) field(name string) *ast.Field {
	for _, f := range d.fields() {
		for _, n := range f.Names {
			if n.Name == name {
				return f
			}
		}
		if len(f.Names) == 0 {
			if _, sel := embeddedName(f.Type); sel == name {
				return f
			}
		}
	}
	return nil
}

// embeds reports whether the struct embeds pkg.name by value, pkg being
// imported under any alias in the declaring file.
func (d typeDecl) embeds(pkg, name string) bool {
	for _, f := range d.fields() {
		if len(f.Names) > 0 {
			continue
		}
		if x, sel := embeddedName(f.Type); sel == name && x != "" && importPath(d.file, x) == pkg {
			return true
		}
	}
	return false
}

// embedsPointer reports whether the struct embeds *pkg.name.
func (d typeDecl) embedsPointer(pkg, name string) bool {
	for _, f := range d.fields() {
		if star, ok := f.Type.(*ast.StarExpr); ok && len(f.Names) == 0 {
			if x, sel := embeddedName(star.X); sel == name && x != "" && importPath(d.file, x) == pkg {
				return true
			}
		}
	}
	return false
}

// pointerMeta reports whether a kind's struct embeds *metav1.ObjectMeta
// (and not ObjectMeta by value): such a kind gets no apply configuration.
func pointerMeta(d typeDecl) bool {
	return d.embedsPointer(metav1, "ObjectMeta") && !d.embeds(metav1, "ObjectMeta")
}

// embeddedName splits an embedded "x.Sel" type.
func embeddedName(t ast.Expr) (x, sel string) {
	switch e := t.(type) {
	case *ast.SelectorExpr:
		if id, ok := e.X.(*ast.Ident); ok {
			return id.Name, e.Sel.Name
		}
	case *ast.Ident:
		return "", e.Name
	}
	return "", ""
}

// importPath returns the path a file imports under name (explicit alias or
// the conventional last element, "v1" for .../meta/v1).
func importPath(f *ast.File, name string) string {
	for _, imp := range f.Imports {
		p, err := strconv.Unquote(imp.Path.Value)
		if err != nil {
			continue
		}
		if imp.Name != nil {
			if imp.Name.Name == name {
				return p
			}
			continue
		}
		if path.Base(p) == name {
			return p
		}
	}
	return ""
}

func isSliceOf(t ast.Expr, name string) bool {
	a, ok := t.(*ast.ArrayType)
	if !ok || a.Len != nil {
		return false
	}
	id, ok := a.Elt.(*ast.Ident)
	return ok && id.Name == name
}
