package model

import (
	"go/ast"
	"go/types"
	"slices"

	"github.com/kubegen/kubegen/generators/load"
)

const metav1 = "k8s.io/apimachinery/pkg/apis/meta/v1"

// kind builds the Kind for one type declaration, or nil when no generator
// wants it. tagged reports whether the type carries +genclient.
func (b *builder) kind(p *load.Package, v *Version, f *ast.File, decl *ast.GenDecl, spec *ast.TypeSpec,
	info pkgInfo, overrides []string, hasOverrides bool) (k *Kind, tagged bool) {
	name := spec.Name.Name
	subject := p.Name + "." + name
	pos := p.Fset.Position(spec.Pos())
	ct := parseClientTags(tags(p.Fset, typeComments(p.Fset, f, decl, spec)...), subject, &b.diags)
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

	obj, _ := p.Types.Scope().Lookup(name).(*types.TypeName)
	st, isStruct := types.Unalias(obj.Type()).Underlying().(*types.Struct)
	if !isStruct {
		b.diags.Add(pos, subject, "+genclient: only struct types can get clients; move the tag to the API object's struct")
		return nil, true
	}
	k.HasStatus = fieldNamed(st, "Status") && !ct.NoStatus

	apply := b.set.Opts.ApplyConfigPkg != ""
	if !ct.NoVerbs {
		a := ct.Allowed
		k.Verbs = VerbSet{
			Create: a("create"), Update: a("update"), UpdateStatus: a("updateStatus") && k.HasStatus,
			Delete: a("delete"), DeleteCollection: a("deleteCollection"),
			Get: a("get"), List: a("list"), Watch: a("watch"), Patch: a("patch"),
			Apply: a("apply") && apply, ApplyStatus: a("applyStatus") && k.HasStatus && apply,
		}
		for _, m := range ct.Methods {
			if m.Verb == "apply" && !apply {
				continue // upstream drops these without an apply configuration package
			}
			b.resolveMethod(p, k, m, subject)
			k.Methods = append(k.Methods, m)
		}
	}

	b.checkObject(p, k, st, subject)
	return k, true
}

// checkObject verifies the Go shape generated code relies on: embedded
// TypeMeta and ObjectMeta, and a <Kind>List with Items when listing.
func (b *builder) checkObject(p *load.Package, k *Kind, st *types.Struct, subject string) {
	if !(k.Client || k.Lister || k.Informer) {
		return
	}
	if !embeds(st, metav1, "TypeMeta") {
		b.diags.Add(k.Pos, subject, "+genclient: the type does not embed metav1.TypeMeta; add the field metav1.TypeMeta `json:\",inline\"`")
	}
	if !embeds(st, metav1, "ObjectMeta") {
		b.diags.Add(k.Pos, subject, "+genclient: the type does not embed metav1.ObjectMeta; add the field metav1.ObjectMeta `json:\"metadata,omitempty\"`")
	}
	if !(k.Verbs.List || k.Verbs.Watch || k.Informer || k.Verbs.DeleteCollection) {
		return
	}
	listName := k.ListType()
	want := "type " + listName + " struct { metav1.TypeMeta `json:\",inline\"`; metav1.ListMeta `json:\"metadata,omitempty\"`; Items []" + k.Name + " `json:\"items\"` }"
	obj, _ := p.Types.Scope().Lookup(listName).(*types.TypeName)
	if obj == nil {
		b.diags.Add(k.Pos, subject, "+genclient: there is no %s type, which list and watch need; add %s (or +genclient:onlyVerbs/skipVerbs without list and watch)", listName, want)
		return
	}
	ls, ok := types.Unalias(obj.Type()).Underlying().(*types.Struct)
	items := field(ls, "Items")
	if !ok || items == nil || !isSliceOf(items.Type(), obj.Pkg().Path(), k.Name) || !embeds(ls, metav1, "ListMeta") {
		b.diags.Add(p.Fset.Position(obj.Pos()), p.Name+"."+listName, "+genclient: %s must embed metav1.TypeMeta and metav1.ListMeta and have Items []%s; write %s", listName, k.Name, want)
	}
}

// resolveMethod fills in default input/result types and checks that local
// and imported types exist.
func (b *builder) resolveMethod(p *load.Package, k *Kind, m *ExtMethod, subject string) {
	for _, r := range []*TypeRef{&m.Input, &m.Result} {
		switch {
		case r.Name == "":
			*r = k.TypeRef()
		case r.PkgPath == "":
			r.PkgPath = p.PkgPath
			if p.Types.Scope().Lookup(r.Name) == nil {
				b.diags.Add(m.Pos, subject, "+genclient:method=%s: type %s is not declared in package %s; declare it or give its import path (path/to/pkg.%s)", m.Name, r.Name, p.Name, r.Name)
			}
		default:
			for _, imp := range p.Types.Imports() {
				if imp.Path() == r.PkgPath && imp.Scope().Lookup(r.Name) == nil {
					b.diags.Add(m.Pos, subject, "+genclient:method=%s: package %s has no type %s", m.Name, r.PkgPath, r.Name)
				}
			}
		}
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

func fieldNamed(st *types.Struct, name string) bool { return field(st, name) != nil }

func field(st *types.Struct, name string) *types.Var {
	if st == nil {
		return nil
	}
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == name {
			return f
		}
	}
	return nil
}

func embeds(st *types.Struct, pkg, name string) bool {
	f := field(st, name)
	return f != nil && f.Embedded() && isNamed(f.Type(), pkg, name)
}

func isNamed(t types.Type, pkg, name string) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == name && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg
}

func isSliceOf(t types.Type, pkg, name string) bool {
	s, ok := types.Unalias(t).(*types.Slice)
	return ok && isNamed(s.Elem(), pkg, name)
}
