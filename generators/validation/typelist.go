package validation

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
)

// List tags on a named list type: upstream keeps list metadata by path,
// a field's under the field's and a type's under the type's name, so
// +k8s:listType, +k8s:listMapKey and +k8s:unique on `type Items []Item`
// describe the type itself. The type's own function checks the items'
// uniqueness (and its +k8s:item selections, unions among them), and a
// field of the type that has no list tags of its own matches old and new
// items by the type's (its +k8s:eachVal, +k8s:item and
// +k8s:update=NoAddItem/NoRemoveItem). A field with listType or unique
// of its own over a type with list tags is upstream's error. Ours keeps
// a named type's list in its node (node.list) and points a field's list
// at it (listMeta.typ).

// listTypesFirst orders keys so that the named list types with list tags
// come first (stable otherwise): their lists must be complete before a
// field of theirs reads them (update and item matching are settled when
// the field's tags are read).
func listTypesFirst(keys []string, nodes map[string]*node) []string {
	slices.SortStableFunc(keys, func(a, b string) int {
		la, lb := typeListOf(nodes[a]) != nil, typeListOf(nodes[b]) != nil
		switch {
		case la && !lb:
			return -1
		case lb && !la:
			return 1
		}
		return 0
	})
	return keys
}

// errBothListed is upstream's error for a field with +k8s:listType or
// +k8s:unique whose named list type has list tags too.
var errBothListed = fmt.Errorf("found list metadata for both a field and its type; keep the list tags on the type (or make the field an unnamed list)")

// typeListOf is the list of n, a named list type with list tags, or nil.
func typeListOf(n *node) *listMeta {
	if n == nil || !listTagged(n) {
		return nil
	}
	if _, ok := under(n.t).(*types.Slice); !ok {
		return nil
	}
	return &n.list
}

// typeListCtx lets a named type's tags fill its list (a type that is no
// list gets upstream's error from the list tags), and a named list
// type's +k8s:item unions collect in a set of their own.
func typeListCtx(c *tagCtx, n *node) {
	c.list = &n.list
	if _, ok := under(n.t).(*types.Slice); ok {
		c.subUnions = &unionSet{}
	}
}

// own says the field's tags say something of its list; upstream then
// reads the field's list alone.
func (l *listMeta) own() bool {
	return l.owner != "" || l.semantic != "" || len(l.keys) > 0 || l.custom
}

// effective is the list that says how a field's items are matched: its
// own, or its named list type's when it has no list tags.
func (l *listMeta) effective() *listMeta {
	if l != nil && l.typ != nil && !l.own() {
		return l.typ
	}
	return l
}

// finishTypeList adds a named list type's uniqueness check and its item
// unions to its calls, once all its tags are read, as a field's are.
func (w *walker) finishTypeList(n *node, named *types.Named, c tagCtx) []*errAt {
	if n.bad != nil || c.subUnions == nil {
		return nil
	}
	u, err := n.list.uniqueness(named)
	if err != nil {
		return []*errAt{{firstListTag(n), fmt.Sprintf("%s: %v", named.Obj().Name(), err)}}
	}
	n.calls = placeListChecks(n.calls, u)
	o := structOwner(named)
	o.obj = named
	calls, vars, warns := c.subUnions.expand(unionsLast(n.calls), o)
	n.calls, n.vars = calls, append(n.vars, vars...)
	w.warns = append(w.warns, warns...)
	return nil
}

// itemListPath is upstream's path of the list an +k8s:item union member
// is an item of: <pkg>.<Type>.<json name> for a field (its Go name
// without one), <pkg>.<Type> for a named list type.
func itemListPath(c tagCtx) (string, error) {
	if c.scope == onType {
		named := c.t.(*types.Named)
		return named.Obj().Pkg().Path() + "." + named.Obj().Name(), nil
	}
	f, json := structField(c)
	if f == nil {
		return "", fmt.Errorf("must be used on a struct field")
	}
	if json == "" {
		json = f.Name()
	}
	return c.parent.Obj().Pkg().Path() + "." + c.parent.Obj().Name() + "." + json, nil
}

// firstListTag is where n's first list tag is written (n has one: its
// list checks failed).
func firstListTag(n *node) token.Position {
	for _, tg := range n.tags {
		switch tg.unleveled().name {
		case "k8s:listType", "k8s:listMapKey", "k8s:unique", "k8s:customUnique", "k8s:item":
			return tg.pos
		}
	}
	return token.Position{}
}

// typeCalls writes a type's own calls, its notes (a named list type's
// +k8s:customUnique) first as comments, as upstream writes a type's
// validations.
func (e *emitter) typeCalls(cs []call) {
	var calls []call
	for _, cl := range cs {
		if cl.note {
			e.p("// %s\n", cl.comment)
		} else {
			calls = append(calls, cl)
		}
	}
	e.calls(calls)
}
