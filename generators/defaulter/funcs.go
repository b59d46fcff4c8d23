package defaulter

import (
	"go/types"
	"slices"
	"sort"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// fn is a defaulting function: declared by hand, or an object defaulter
// this run writes.
type fn struct {
	pkg, name string
	doc       []string
}

// defaults are the defaulting functions of one type.
type defaults struct {
	// object calls every defaulter nested in the type (SetObjectDefaults_T).
	object *fn
	// base is SetDefaults_T, which may not cover the type's fields.
	base *fn
	// additional are SetDefaults_T_<anything>, called after base.
	additional []*fn
}

// funcMap holds the defaulting functions by the key of the type they take
// a pointer to.
type funcMap map[string]defaults

const (
	basePrefix   = "SetDefaults_"
	objectPrefix = "SetObjectDefaults_"
)

// fnName is the name a type's defaulting functions are formed with; ""
// for a type without a name.
func fnName(n *node) string {
	switch n.Kind {
	case kBuiltin:
		return n.Name
	}
	if n.Pkg == "" {
		return ""
	}
	return n.Name
}

func objectName(n *node) string { return objectPrefix + n.Name }

// collect adds the defaulting functions package p declares: functions of
// one pointer parameter and no result named SetDefaults_<Type>,
// SetDefaults_<Type>_<suffix> or SetObjectDefaults_<Type>. Functions in
// generated files do not count (upstream never parses them). outputPkg is
// the package being generated, for the duplicate check.
func (r *run) collect(p *types.Package, outputPkg string) {
	scope := p.Scope()
	for _, name := range scope.Names() {
		f, ok := scope.Lookup(name).(*types.Func)
		if !ok {
			continue
		}
		sig := f.Type().(*types.Signature)
		if sig.Recv() != nil || sig.Params().Len() != 1 || sig.Results().Len() != 0 || sig.TypeParams().Len() > 0 {
			continue
		}
		ptr, ok := types.Unalias(sig.Params().At(0).Type()).(*types.Pointer)
		if !ok {
			continue
		}
		if r.src.Generated(f.Pos()) {
			continue
		}
		in := r.u.Of(ptr.Elem())
		tn := fnName(in)
		if tn == "" {
			continue
		}
		doc := r.src.Doc(f.Pos())
		ref := &fn{pkg: p.Path(), name: name, doc: doc}
		v := r.existing[in.ID]
		switch {
		case name == basePrefix+tn:
			if v.base != nil && v.base.pkg != p.Path() {
				r.diags.Add(r.fset.Position(f.Pos()), p.Path(), "%s is also declared in %s; a type has one base defaulter: remove one, or rename it %s_<suffix>", name, v.base.pkg, name)
				continue
			}
			v.base = ref
		case strings.HasPrefix(name, basePrefix+tn+"_"):
			if slices.ContainsFunc(v.additional, func(a *fn) bool { return a.name == name && a.pkg == ref.pkg }) {
				continue
			}
			v.additional = append(v.additional, ref)
		case name == objectPrefix+tn:
			if v.base != nil && v.base.pkg != p.Path() {
				r.diags.Add(r.fset.Position(f.Pos()), p.Path(), "%s is declared in %s, its base defaulter in %s; declare them in one package", name, p.Path(), v.base.pkg)
				continue
			}
			v.object = ref
		default:
			continue
		}
		r.existing[in.ID] = v
	}
}

// newDefaulters are the types that may get an object defaulter in the
// package being generated, by key; object is set once it will.
type newDefaulters map[string]*newDefaulter

type newDefaulter struct {
	t      *node
	object *fn
}

// selectTypes are the exported types of typesPkg that ask for an object
// defaulter: tagged +k8s:defaulter-gen=true in the comment block above
// their doc comment, or having a field named by the package's tag values,
// unless tagged false or already given one by hand.
func (r *run) selectTypes(typesPkg *types.Package, fields []string, own bool) newDefaulters {
	out := newDefaulters{}
	scope := typesPkg.Scope()
	for _, name := range scope.Names() {
		obj, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || obj.IsAlias() {
			continue
		}
		t := r.u.Of(obj.Type())
		if own { // a dependency's tags are not the user's to fix
			r.checkTypeTags(t)
		}
		if !r.wantsObject(t, fields) || !obj.Exported() {
			continue
		}
		out[t.ID] = &newDefaulter{t: t}
	}
	return out
}

// checkTypeTags warns about the type tags upstream does not read: in the
// doc comment rather than the block above it, or with a value other than
// true or false.
func (r *run) checkTypeTags(t *node) {
	at := t.Pos
	subject := t.Pkg + "." + t.Name
	if v := tags.Values(t.Doc, tagEnabled); len(v) > 0 && len(tags.Values(t.Detached, tagEnabled)) == 0 {
		r.diags.Warn(at, subject, "+%s in the doc comment of a type is not read (upstream reads it from the comment block above the doc comment); put it above, separated by a blank line", tagEnabled)
	}
	for _, v := range tags.Values(t.Detached, tagEnabled) {
		if v != valueTrue && v != valueFalse {
			r.diags.Warn(at, subject, "+%s=%s on a type is ignored; write true or false", tagEnabled, v)
		}
	}
}

func (r *run) wantsObject(t *node, fields []string) bool {
	if d, ok := r.existing[t.ID]; ok && d.object != nil {
		return false
	}
	switch v := tags.Values(t.Detached, tagEnabled); {
	case slices.Equal(v, []string{valueFalse}):
		return false
	case slices.Equal(v, []string{valueTrue}):
		return true
	}
	if t.Kind == kStruct {
		for _, m := range t.Members {
			if slices.Contains(fields, m.Name) {
				return true
			}
		}
	}
	return false
}

// promote decides which candidates get an object defaulter: those with
// something to call or default, directly or through another candidate that
// does, repeated until nothing changes. It returns them sorted by name, the
// order upstream writes them in.
func (nd newDefaulters) promote(existing funcMap, outputPkg string, errs *[]defaultError) []*node {
	for {
		promoted := 0
		for _, d := range nd {
			if d.object != nil {
				continue
			}
			if newCallTree(existing, nd, errs).build(d.t, true) != nil {
				d.object = &fn{pkg: outputPkg, name: objectName(d.t)}
				promoted++
			}
		}
		if promoted == 0 {
			break
		}
	}
	var out []*node
	for k, d := range nd {
		if d.object == nil {
			delete(nd, k)
			continue
		}
		out = append(out, d.t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
