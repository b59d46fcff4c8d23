package validation

import (
	"bytes"
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/gofile"
	"github.com/kubegen/kubegen/generators/tags"
)

const (
	fieldPkg     = "k8s.io/apimachinery/pkg/util/validation/field"
	safePkg      = "k8s.io/apimachinery/pkg/api/safe"
	operationPkg = "k8s.io/apimachinery/pkg/api/operation"
	equalityPkg  = "k8s.io/apimachinery/pkg/api/equality"
	runtimePkg   = "k8s.io/apimachinery/pkg/runtime"
	setsPkg      = "k8s.io/apimachinery/pkg/util/sets"
)

// emitter writes the body of one package's file: what upstream's
// genValidations prints, in its order, naming imports as it first
// mentions them (gofile.Imports names them as gengo does).
type emitter struct {
	w        *walker
	im       *gofile.Imports
	b        *bytes.Buffer
	typesPkg string // the package the validated types are declared in
	out      string // the package written
	refused  *refusal
	// declares says whether a package the file calls into declares a
	// function (false only when it is known not to); undeclared is the
	// first call that would not build, with where it is written.
	declares   func(pkg, name string) bool
	undeclared *refusal
	// unbuildable are the iterations passing items by pointer to a
	// function taking them by value (nilableitems.go).
	unbuildable []*errAt
}

func (e *emitter) p(format string, args ...any) { fmt.Fprintf(e.b, format, args...) }

// id names pkg.name in the file.
func (e *emitter) id(pkg, name string) string { return e.im.Ident(pkg, name) }

// typ names t in the file as upstream sees it (asGengo: no aliases).
func (e *emitter) typ(t types.Type) string { return e.im.Type(asGengo(t)) }

// fn names a validation function: one of the types package's own is the
// written package's, another package's is its canonical package's.
func (e *emitter) fn(pkg, name string) string {
	if pkg == e.typesPkg {
		pkg = e.out
	} else if c, ok := e.w.included[pkg]; ok {
		pkg = c
	}
	return e.id(pkg, name)
}

func (e *emitter) arg(a arg) string {
	if a.render != nil {
		return a.render(e)
	}
	if a.pkg != "" {
		return e.id(a.pkg, a.name)
	}
	return a.text
}

// has says whether n has validations, transitively (upstream's
// hasValidations); a refused tag counts, and is remembered.
func (e *emitter) has(n *node) bool { return e.hasSeen(n, map[*node]bool{}) }

func (e *emitter) hasSeen(n *node, seen map[*node]bool) bool {
	if n == nil || seen[n] {
		return false
	}
	seen[n] = true
	if n.bad != nil {
		e.refuse(n.bad)
		return true
	}
	if len(n.calls) > 0 || len(n.vars) > 0 {
		return true
	}
	if n.opaque {
		return false
	}
	for _, it := range n.iters {
		if e.hasSeen(it, seen) {
			e.refuse(&n.iterWhy)
			return true
		}
	}
	if e.hasSeen(n.iterKey, seen) || e.hasSeen(n.iterVal, seen) {
		return true
	}
	for _, c := range n.fields {
		if c.bad != nil {
			e.refuse(c.bad)
			return true
		}
		if len(c.calls) > 0 || len(c.vars) > 0 {
			return true
		}
		if c.iter != nil && e.hasSeen(c.iter, seen) {
			return true
		}
		if e.hasSeen(c.iterKey, seen) {
			return true
		}
		for _, it := range c.iters {
			if e.hasSeen(it, seen) {
				e.refuse(&c.iterWhy)
				return true
			}
		}
		if e.hasSeen(c.node, seen) {
			return true
		}
	}
	return false
}

func (e *emitter) refuse(r *refusal) {
	if e.refused == nil {
		e.refused = r
	}
}

// register writes RegisterValidations for the root types with
// validations (targets, from registered), as upstream: one function per
// type, by subresource.
func (e *emitter) register(targets []*types.TypeName, w *walker, scheme schemeRegistry) {
	if len(targets) == 0 {
		return
	}
	e.p("func init() { localSchemeBuilder.Register(RegisterValidations)}\n\n")
	e.p("// RegisterValidations adds validation functions to the given scheme.\n")
	e.p("// Public to allow building arbitrary schemes.\n")
	e.p("func RegisterValidations(scheme *%s) error {\n", e.id(scheme.pkg, scheme.name))
	for _, r := range targets {
		pfx := "*"
		if isNilable(r.Type()) {
			pfx = ""
		}
		raw := e.typ(r.Type())
		e.p("// type %s\n", r.Name())
		e.p("scheme.AddValidationFunc(\n")
		e.p("    (%s%s)(nil),\n", pfx, raw)
		e.p("    func(ctx %s, op %s, obj, oldObj interface{}) %s {\n", e.id("context", "Context"), e.id(operationPkg, "Operation"), e.id(fieldPkg, "ErrorList"))
		e.p("switch op.Request.SubresourcePath() {\n")
		subs, _ := subresources(w, r) // checked with the roots
		e.p("case %s:\n", strings.Join(subs, ", "))
		e.p("    return %s(\n", e.fn(r.Pkg().Path(), "Validate_"+r.Name()))
		e.p("               ctx, ")
		e.p("               op, ")
		e.p("               nil /* fldPath */,\n")
		e.p("               obj.(%s%s),\n", pfx, raw)
		e.p("               %s[%s%s](oldObj))\n", e.id(safePkg, "Cast"), pfx, raw)
		e.p("  }\n")
		e.p("  return %s{\n", e.id(fieldPkg, "ErrorList"))
		e.p("      %s(", e.id(fieldPkg, "InternalError"))
		e.p("          nil, ")
		e.p("          %s(\"no validation found for %%T, subresource: %%v\", obj, op.Request.SubresourcePath())),\n", e.id("fmt", "Errorf"))
		e.p("  }\n")
		e.p("})\n")
	}
	e.p("return nil\n")
	e.p("}\n\n")
}

// subresources are the quoted subresource paths a root type validates:
// "/" unless +k8s:isSubresource names another, and each
// +k8s:supportsSubresource. Their values are quoted strings, as upstream
// parses them; another value is an error.
func subresources(w *walker, r *types.TypeName) ([]string, error) {
	doc, detached := w.src.TypeDocs(r.Pos())
	lines := append(slices.Clone(detached), doc...)
	var set []string
	for _, name := range []string{tags.SupportsSubresource, tags.IsSubresource} {
		vals := tags.Values(lines, name)
		if name == tags.IsSubresource && len(vals) > 1 {
			return nil, fmt.Errorf("type %s: +%s is given %d times; keep one", r.Name(), name, len(vals))
		}
		for _, v := range vals {
			uq, err := strconv.Unquote(v)
			if err != nil {
				return nil, fmt.Errorf("type %s: +%s=%s: write the path as a quoted string, e.g. +%s=\"/status\"", r.Name(), name, v, name)
			}
			set = append(set, uq)
		}
	}
	if len(tags.Values(lines, tags.IsSubresource)) == 0 {
		set = append(set, "/")
	}
	slices.Sort(set)
	set = slices.Compact(set)
	for i, s := range set {
		set[i] = strconv.Quote(s)
	}
	return set, nil
}

// typeFunc writes a type's variables and its Validate_ function, when it
// has validations.
func (e *emitter) typeFunc(n *node) {
	named := n.t.(*types.Named)
	vars := slices.Clone(n.vars)
	slices.SortFunc(vars, func(a, b variable) int { return strings.Compare(a.name, b.name) })
	for _, c := range n.fields {
		fv := slices.Clone(c.vars)
		slices.SortFunc(fv, func(a, b variable) int { return strings.Compare(a.name, b.name) })
		vars = append(vars, fv...)
	}
	for _, v := range vars {
		e.p("var %s = ", v.name)
		if v.render != nil {
			e.p("%s\n", v.render(e))
			continue
		}
		if len(v.init) == 0 {
			e.p("%s[%s]()\n", e.id(setsPkg, "New"), e.arg(v.typ))
			continue
		}
		var args []string
		for _, a := range v.init {
			args = append(args, e.arg(a))
		}
		e.p("%s(%s)\n", e.id(setsPkg, "New"), strings.Join(args, ", "))
	}
	if !e.has(n) {
		return
	}
	pfx := "*"
	if isNilable(named) {
		pfx = ""
	}
	name := "Validate_" + named.Obj().Name()
	e.p("// %s validates an instance of %s according\n", name, named.Obj().Name())
	e.p("// to declarative validation rules in the API schema.\n")
	e.p("func %s(\n", name)
	e.p("    ctx %s, ", e.id("context", "Context"))
	e.p("    op %s, ", e.id(operationPkg, "Operation"))
	e.p("    fldPath *%s,\n", e.id(fieldPkg, "Path"))
	e.p("    obj, oldObj %s%s) ", pfx, e.typ(named))
	e.p("(errs %s) {\n\n", e.id(fieldPkg, "ErrorList"))
	e.body(n)
	e.p("return errs\n")
	e.p("}\n\n")
}

// body is the inside of a type's function: its own validations, then each
// field's.
func (e *emitter) body(n *node) {
	named := n.t.(*types.Named)
	// What this step does not generate is refused wherever a written
	// function reaches it, not only where has() looked first.
	if n.bad != nil {
		e.refuse(n.bad)
	}
	for _, it := range n.iters {
		if e.has(it) {
			e.refuse(&n.iterWhy)
		}
	}
	didSome := false
	if len(n.calls) > 0 {
		e.typeCalls(n.calls)
		e.p("\n")
		didSome = true
	}
	if _, ok := named.Underlying().(*types.Struct); !ok {
		e.typeIters(n)
		return
	}
	if n.opaque {
		return
	}
	raw := e.typ(named)
	for _, c := range n.fields {
		if c.bad != nil {
			e.refuse(c.bad)
		}
		for _, it := range c.iters {
			if e.has(it) {
				e.refuse(&c.iterWhy)
			}
		}
		saved := e.b
		e.b = &bytes.Buffer{}
		checked := false
		var calls []call
		for _, cl := range c.calls {
			if cl.note {
				e.p("// %s\n", cl.comment)
			} else {
				calls = append(calls, cl)
			}
		}
		calls = withNilCheck(c.t, calls, c.node != nil && c.node.function() && e.has(c.node))
		if len(calls) > 0 {
			e.ratchet(c.t)
			checked = true
			e.p("// call field-attached validations\n")
			e.calls(calls)
		}
		if c.node != nil {
			if c.node.function() && e.has(c.node) {
				if !checked {
					e.ratchet(c.t)
					checked = true
				}
				cn := c.node.t.(*types.Named)
				e.checkDeclared(cn, c.pos)
				e.p("// call the type's validation function\n")
				e.p("errs = append(errs, %s(ctx, op, fldPath, obj, oldObj)...)\n", e.fn(cn.Obj().Pkg().Path(), "Validate_"+cn.Obj().Name()))
			}
			if c.iterKey != nil && e.has(c.iterKey) {
				if !checked {
					e.ratchet(c.t)
					checked = true
				}
				e.keyIter(c.iterKey, c.pos)
			}
			if c.iter != nil && e.has(c.iter) {
				if !checked {
					e.ratchet(c.t)
				}
				e.valIter(c.iter, c.t, &c.list, c.pos)
			}
		}
		buf := e.b
		e.b = saved
		if buf.Len() == 0 {
			e.p("// field %s.%s has no validation\n", raw, c.name)
			didSome = true
			continue
		}
		leaf, typePfx, exprPfx := leafAndPrefixes(c.t)
		if didSome {
			e.p("\n")
		}
		e.p("{ // field %s.%s\n", raw, c.name)
		e.p("    fn := func(\n")
		e.p("        fldPath *%s,\n", e.id(fieldPkg, "Path"))
		e.p("        obj, oldObj %s%s,\n", typePfx, e.typ(leaf))
		e.p("        oldValueCorrelated bool) (errs %s) {\n", e.id(fieldPkg, "ErrorList"))
		e.b.Write(buf.Bytes())
		e.p("            return\n")
		e.p("    }\n")
		e.p("    oldVal := %s(oldObj,\n", e.id(safePkg, "Field"))
		e.p("        func(oldObj *%s) %s%s {\n", raw, typePfx, e.typ(leaf))
		e.p("            return %soldObj.%s\n", exprPfx, c.name)
		e.p("        })\n")
		e.p("    errs = append(errs, fn(")
		if c.json != "" {
			e.p("fldPath.Child(%q), ", c.json)
		} else {
			e.p("%s(fldPath, func() *%s { return fldPath.Child(%q) }), ", e.id(safePkg, "Value"), e.id(fieldPkg, "Path"), e.typ(leaf))
		}
		e.p("    %sobj.%s, oldVal, oldObj != nil)...)\n", exprPfx, c.name)
		e.p("}\n")
		e.p("\n")
		didSome = true
	}
}

// checkDeclared notes a call to t's validation function that its package
// does not declare: a read-only package (--readonly-pkg) that no input
// generates into.
func (e *emitter) checkDeclared(t *types.Named, at token.Position) {
	pkg := t.Obj().Pkg().Path()
	if pkg == e.typesPkg {
		return
	}
	if c, ok := e.w.included[pkg]; ok && c == pkg && e.declares != nil && !e.declares(pkg, "Validate_"+t.Obj().Name()) && e.undeclared == nil {
		e.undeclared = &refusal{pkg + ".Validate_" + t.Obj().Name(), at}
	}
}

// ratchet is the check that skips unchanged data on update.
func (e *emitter) ratchet(t types.Type) {
	e.p("// don't revalidate unchanged data\n")
	e.p("if oldValueCorrelated && op.Type == %s {\n", e.id(operationPkg, "Update"))
	if comparable(nonPointer(t)) {
		e.p("  if obj == oldObj || (obj != nil && oldObj != nil && *obj == *oldObj) {\n")
	} else {
		e.p("  if %s.DeepEqual(obj, oldObj) {\n", e.id(equalityPkg, "Semantic"))
	}
	e.p("    return nil\n")
	e.p("  }\n")
	e.p("}\n")
}

// calls writes validator calls as upstream: the unnamed cohort, then each
// named one in the order it first appears, in a closure of its own so its
// early return leaves only it.
func (e *emitter) calls(cs []call) {
	var order []string
	byCohort := map[string][]call{}
	for _, c := range cs {
		if _, seen := byCohort[c.cohort]; !seen && c.cohort != "" {
			order = append(order, c.cohort)
		}
		byCohort[c.cohort] = append(byCohort[c.cohort], c)
	}
	if len(byCohort[""]) > 0 {
		e.cohort(byCohort[""])
	}
	for _, name := range order {
		e.p("func() { // cohort = \"%s\"\n", name)
		e.cohort(byCohort[name])
		e.p("}()\n")
	}
}

// cohort writes one cohort's calls: those that short-circuit first, an
// early return after the last of them.
func (e *emitter) cohort(cs []call) {
	var sooner, later []call
	for _, c := range cs {
		if c.shortCircuit {
			sooner = append(sooner, c)
		} else {
			later = append(later, c)
		}
	}
	if len(sooner) > 0 {
		e.p("earlyReturn := false\n")
	}
	for i, c := range append(sooner, later...) {
		call := e.callText(c)
		if c.comment != "" {
			e.p("// %s\n", c.comment)
		}
		if c.shortCircuit {
			e.p("if e := %s.MarkShortCircuit(); len(e) != 0 {\n", call)
			if !c.nonError {
				e.p("  errs = append(errs, e...)\n")
			}
			e.p("  earlyReturn = true\n")
			e.p("}\n")
			if i == len(sooner)-1 {
				e.p("if earlyReturn {\n")
				e.p("  return // do not proceed\n")
				e.p("}\n")
			}
			continue
		}
		e.p("if e := %s; len(e) != 0 {\n", call)
		e.p("  errs = append(errs, e...)\n")
		e.p("}\n")
	}
}

// callText is a validator call on the standard arguments, with its
// arguments and its stability mark.
func (e *emitter) callText(c call) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s%s(ctx, op, fldPath, obj, oldObj", e.fn(c.pkg, c.name), e.typeArgList(c.typeArgs))
	for _, a := range c.args {
		b.WriteString(", " + e.arg(a))
	}
	b.WriteString(")" + levelMark(c.level))
	return b.String()
}

// leafAndPrefixes are upstream's: the value type under t's pointers, the
// prefix making it nilable, and the prefix turning a value of t into that.
func leafAndPrefixes(t types.Type) (types.Type, string, string) {
	ptrs := 0
	for {
		p, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			break
		}
		ptrs++
		t = p.Elem()
	}
	if isNilable(t) {
		return t, "", strings.Repeat("*", ptrs)
	}
	if ptrs == 0 {
		return t, "*", "&"
	}
	return t, "*", strings.Repeat("*", ptrs-1)
}

func isNilable(t types.Type) bool {
	switch under(t).(type) {
	case *types.Pointer, *types.Slice, *types.Map, *types.Interface:
		return true
	}
	return false
}

// comparable is upstream's IsDirectComparable: builtins, and structs and
// arrays of them (every field, exported or not).
func comparable(t types.Type) bool {
	switch u := under(t).(type) {
	case *types.Basic:
		return true
	case *types.Struct:
		for i := range u.NumFields() {
			if !comparable(u.Field(i).Type()) {
				return false
			}
		}
		return true
	case *types.Array:
		return comparable(u.Elem())
	}
	return false
}
