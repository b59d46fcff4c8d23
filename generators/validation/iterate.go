package validation

import (
	"go/token"
	"go/types"
)

// Iterating a list's or map's items: upstream passes each element (and
// each key of a map) whose named type has validations to that type's
// function, from the field's closure for an unnamed list or map, and from
// the named list or map type's own function otherwise, after the type's
// own calls.

// namedIters sets which of a named list's or map's element and key types
// its function iterates: those with functions, unless the type says
// +k8s:eachVal/eachKey=+k8s:opaqueType. A named list of pointers
// iterates its items' pointers (ptrlist.go).
func (w *walker) namedIters(n *node, named *types.Named) {
	switch named.Underlying().(type) {
	case *types.Slice:
	case *types.Map:
		if !n.opaqueKey {
			n.iterKey = firstFunction(n.key)
		}
	default:
		return
	}
	if !n.opaqueVal {
		n.iterVal = firstFunction(n.elem)
	}
}

// firstFunction is n when it gets a validation function, else nil.
func firstFunction(n *node) *node {
	if fs := functions(n); len(fs) > 0 {
		return fs[0]
	}
	return nil
}

// typeIters writes a named list's or map's iterations of its keys, then
// of its values, each followed by a blank line, as upstream.
func (e *emitter) typeIters(n *node) {
	at := e.w.fset.Position(n.t.(*types.Named).Obj().Pos())
	if n.iterKey != nil && e.has(n.iterKey) {
		e.keyIter(n.iterKey, at)
		e.p("\n")
	}
	if n.iterVal != nil && e.has(n.iterVal) {
		e.valIter(n.iterVal, n.t, &n.list, at)
		e.p("\n")
	}
}

// keyIter writes the call passing each key of a map to the key type's
// validation function; at is where the call is written from.
func (e *emitter) keyIter(key *node, at token.Position) {
	kn := key.t.(*types.Named)
	e.checkDeclared(kn, at)
	e.byValueItem(kn, "keys", at)
	e.p("// iterate the map and call the key type's validation function\n")
	e.p("if e := %s(ctx, op, fldPath, obj, oldObj, %s); len(e) != 0 {\n", e.id(validatePkg, "EachMapKey"), e.fn(kn.Obj().Pkg().Path(), "Validate_"+kn.Obj().Name()))
	e.p("errs = append(errs, e...)\n}\n")
}

// valIter writes the call passing each element of the list or map t to
// the element type's validation function. The list's tags (a field's,
// or a named list type's own) say how old elements are matched.
func (e *emitter) valIter(elem *node, t types.Type, list *listMeta, at token.Position) {
	in := elem.t.(*types.Named)
	e.checkDeclared(in, at)
	e.byValueItem(in, "items", at)
	fn := e.fn(in.Obj().Pkg().Path(), "Validate_"+in.Obj().Name())
	if isMap(t) {
		e.p("// iterate the map and call the value type's validation function\n")
		e.p("if e := %s(ctx, op, fldPath, obj, oldObj, %s, %s); len(e) != 0 {\n", e.id(validatePkg, "EachMapVal"), e.arg(itemEqual(in)), fn)
	} else {
		e.p("// iterate the list and call the type's validation function\n")
		match, equiv := "nil", "nil"
		if list != nil {
			switch list.semantic {
			case "set":
				match = e.arg(list.equal(t))
			case "map":
				match, equiv = e.arg(list.match(t)), e.arg(list.equal(t))
			}
		}
		e.p("if e := %s(ctx, op, fldPath, obj, oldObj, %s, %s, %s); len(e) != 0 {\n", e.id(validatePkg, sliceFunc(t, "")), match, equiv, fn)
	}
	e.p("errs = append(errs, e...)\n}\n")
}

// opaqueKey says the field skips its map's keys
// (+k8s:eachKey=+k8s:opaqueType).
func (c *child) opaqueKey() bool {
	for _, tg := range c.tags {
		if tg = tg.unleveled(); tg.name == "k8s:eachKey" && !tg.emitable() {
			return true
		}
	}
	return false
}
