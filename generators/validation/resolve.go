package validation

import (
	"errors"
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// resolve turns every walked type's and field's tags into validator calls,
// as upstream's extraction does after its discovery: a wrong tag is an
// error (upstream fails on it too); a tag this step does not generate is
// recorded on its node, and refused only if a written file reaches it.
func (w *walker) resolve(custom func(pkg, name string) bool) []*errAt {
	var errs []*errAt
	keys := make([]string, 0, len(w.nodes))
	for k := range w.nodes {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	keys = listTypesFirst(keys, w.nodes)
	modes := modeSet{}
	for _, k := range keys {
		n := w.nodes[k]
		named, _ := n.t.(*types.Named)
		if named != nil {
			c := tagCtx{scope: onType, t: named, canonical: w.included, custom: custom, memberDoc: w.memberDoc, opaque: n.opaque, typeOpaque: w.typeOpaque}
			typeListCtx(&c, n)
			c.consts = w.constants(named)
			for _, k := range c.consts {
				doc := w.src.Doc(k.Pos())
				c.constDocs = append(c.constDocs, strings.Join(doc, " "))
				tgs := validatorTags(doc, w.fset.Position(k.Pos()))
				c.constTags = append(c.constTags, tgs)
				if _, _, err := constTags(tgs); err != nil {
					errs = append(errs, err)
				}
			}
			n.calls, n.vars, n.bad = w.extract(n.tags, c, &errs, named.Obj().Name())
			errs = append(errs, w.finishTypeList(n, named, c)...)
			w.namedIters(n, named)
		}
		unions := &unionSet{}
		var parent []call
		for _, c := range n.fields {
			fc := tagCtx{scope: onField, t: c.t, parent: named, field: c.name, canonical: w.included, custom: custom, memberDoc: w.memberDoc, typeOpaque: w.typeOpaque, unions: unions, subUnions: &unionSet{}}
			fc.defaults = tags.ExactValues(w.src.Doc(c.at), tags.Default)
			fc.list = &c.list
			c.list.typ = typeListOf(c.node)
			fc.modes = modes
			fc.opaque = w.opaqueField(c)
			c.calls, c.vars, c.bad = w.extract(c.tags, fc, &errs, named.Obj().Name()+"."+c.name)
			// A field's checks of its siblings and its unions run in the
			// struct's own validation, field by field, before the struct's
			// own calls (upstream adds them first).
			var here []call
			for _, cl := range c.calls {
				if cl.toParent {
					parent = append(parent, cl)
				} else {
					here = append(here, cl)
				}
			}
			c.calls = here
			if c.bad == nil {
				// The uniqueness check is deferred as upstream's list
				// validation: it takes the place of the first listType or
				// unique tag among the deferred calls (unique.go).
				u, err := c.list.uniqueness(c.t)
				if err != nil {
					errs = append(errs, &errAt{c.pos, fmt.Sprintf("%s.%s: %v", named.Obj().Name(), c.name, err)})
				}
				c.calls = placeListChecks(c.calls, u)
				// Unions of the field's struct value, named by +k8s:subfield.
				calls, vars, warns := fc.subUnions.expand(unionsLast(c.calls), fieldOwner(named, c))
				c.calls, c.vars = calls, append(c.vars, vars...)
				w.warns = append(w.warns, warns...)
			}
			if c.bad != nil || c.node == nil {
				continue
			}
			switch u := types.Unalias(c.t).(type) {
			case *types.Slice:
				elem := w.part(c.node.elem, u.Elem())
				if elem != nil && elem.function() && !c.opaqueVal() {
					c.iter = elem
				}
			case *types.Map:
				if key := w.part(c.node.key, u.Key()); key != nil && key.function() && !c.opaqueKey() {
					c.iterKey = key
				}
				if elem := w.part(c.node.elem, u.Elem()); elem != nil && elem.function() && !c.opaqueVal() {
					c.iter = elem
				}
			}
		}
		if named != nil {
			calls, vars, warns := unions.expand(parent, structOwner(named))
			n.calls, n.vars = append(calls, n.calls...), append(n.vars, vars...)
			w.warns = append(w.warns, warns...)
			var err *errAt
			if n.calls, err = placeModes(modes, named, n.calls); err != nil {
				errs = append(errs, err)
			}
		}
	}
	return errs
}

// functions are those of nodes that get a validation function.
func functions(nodes ...*node) []*node {
	var out []*node
	for _, n := range nodes {
		if n != nil && n.function() {
			out = append(out, n)
		}
	}
	return out
}

// function says n is a named type that gets a Validate_ function when it
// has validations (upstream's funcName).
func (n *node) function() bool {
	named, ok := n.t.(*types.Named)
	if !ok {
		return false
	}
	_, isIface := named.Underlying().(*types.Interface)
	return !isIface
}

func (c *child) opaqueVal() bool {
	for _, tg := range c.tags {
		if tg = tg.unleveled(); tg.name == "k8s:eachVal" && !tg.emitable() {
			return true
		}
	}
	return false
}

// extract is the calls and variables of one comment's validator tags, in
// upstream's order: by tag name (a wrapper's inner tags keep their
// order), then what short-circuits first.
func (w *walker) extract(tgs []tagAt, c tagCtx, errs *[]*errAt, subject string) ([]call, []variable, *refusal) {
	sorted := slices.Clone(tgs)
	slices.SortStableFunc(sorted, func(a, b tagAt) int {
		switch {
		case a.name < b.name:
			return -1
		case a.name > b.name:
			return 1
		}
		return 0
	})
	var calls []call
	var vars []variable
	if c.list != nil {
		c.update = &updateSet{} // a field's: its +k8s:update tags merge
	}
	c.subfields = map[string]*subfieldState{}
	for _, tg := range sorted {
		if !tg.emitable() {
			continue
		}
		if !supportedTag(tg.name) {
			return nil, nil, &refusal{tg.name, tg.pos}
		}
		cs, vs, err := validations(tg, c, "")
		var un errUnsupported
		if errors.As(err, &un) {
			return nil, nil, &refusal{un.tag, tg.pos}
		}
		if err != nil {
			*errs = append(*errs, &errAt{tg.pos, fmt.Sprintf("%s: +%s: %v", subject, tg.name, err)})
			continue
		}
		calls, vars = append(calls, cs...), append(vars, vs...)
		w.warns = append(w.warns, lostLevels(tg, cs, subject)...)
	}
	calls = expandLater(calls, errs, subject)
	if c.update != nil {
		r, e := finishUpdate(calls, c)
		if r != nil {
			return nil, nil, r
		}
		if e != nil {
			*errs = append(*errs, &errAt{e.pos, subject + ": " + e.msg})
		}
	}
	return deferredLast(calls), vars, nil
}

// constants are the constants of named's type in its package, by name.
// A package's constants are grouped by their type's name once
// (constsOf): sorting a scope's names on every enum type was a quarter
// of resolve's time over k8s.io/kubernetes' packages.
func (w *walker) constants(named *types.Named) []*types.Const {
	var out []*types.Const
	for _, k := range w.constsOf(named.Obj().Pkg())[named.Obj()] {
		// The same name is not yet the same type: an instance of a
		// generic type is named by its origin's object.
		if types.Identical(k.Type(), named) {
			out = append(out, k)
		}
	}
	return out
}

// constsOf is pkg's constants of named types, by the name of their type,
// each list in name order (the scope's).
func (w *walker) constsOf(pkg *types.Package) map[*types.TypeName][]*types.Const {
	if byType, ok := w.consts[pkg]; ok {
		return byType
	}
	byType := map[*types.TypeName][]*types.Const{}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		k, ok := scope.Lookup(name).(*types.Const)
		if !ok {
			continue
		}
		if t, ok := types.Unalias(k.Type()).(*types.Named); ok {
			byType[t.Obj()] = append(byType[t.Obj()], k)
		}
	}
	if w.consts == nil {
		w.consts = map[*types.Package]map[*types.TypeName][]*types.Const{}
	}
	w.consts[pkg] = byType
	return byType
}

// memberDoc is a struct field's comment lines and position.
func (w *walker) memberDoc(f *types.Var) ([]string, token.Position) {
	return w.src.Doc(f.Pos()), w.fset.Position(f.Pos())
}
