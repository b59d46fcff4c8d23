package validation

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
)

// The tags of this file, monotonic.go, neq.go, properties.go and
// testtags.go are generated (registered here, so that branches adding
// validators do not edit one list).
// updateConstraints are +k8s:update's values in the order of
// validate.UpdateConstraint (NoSet is 0), which is the order upstream
// passes them in.
var updateConstraints = []string{"NoSet", "NoUnset", "NoModify", "NoAddItem", "NoRemoveItem"}

// updateSet gathers one field's +k8s:update tags: upstream merges them
// into one call, written where the first of them (in tag order) is.
type updateSet struct {
	constraints []string
	first       token.Position
}

// updatePlaceholder names the call the first +k8s:update tag of a field
// stands for until finishUpdate knows all of them.
const updatePlaceholder = "+k8s:update"

// update is +k8s:update=<constraint>. On a field the constraints of all its
// update tags are merged into one short-circuiting call after the field's
// other calls (upstream defers it); on the items of +k8s:eachVal only
// NoModify fits, and is called per item.
func update(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if c.scope != onField || c.item == "map keys" {
		where := "type definitions"
		if c.item != "" {
			where = c.item
		}
		return nil, nil, fmt.Errorf("tag %q cannot be specified on %s", tg.name, where)
	}
	if len(tg.args) > 0 {
		return nil, nil, fmt.Errorf("unrecognized named argument %q; +k8s:update takes none", tg.args[0])
	}
	if !slices.Contains(updateConstraints, tg.value) {
		return nil, nil, fmt.Errorf("unknown +k8s:update constraint: %s; use one of NoSet, NoUnset, NoModify, NoAddItem, NoRemoveItem", tg.value)
	}
	native := under(nonPointer(c.t))
	_, isSlice := native.(*types.Slice)
	_, isMap := native.(*types.Map)
	if c.item != "" {
		if tg.value != "NoModify" {
			return nil, nil, fmt.Errorf("+k8s:update=%s does not apply to %s, attach it to the enclosing field", tg.value, c.item)
		}
		if isSlice || isMap {
			return nil, nil, fmt.Errorf("+k8s:update=NoModify cannot be applied to list/map elements that are themselves lists or maps")
		}
		cl := scalarUpdate(c.t, []string{tg.value}, level)
		cl.levelInside = true // upstream's update marks its level itself
		return []call{cl}, nil, nil
	}
	if c.update == nil {
		// Only +k8s:subfield passes a field without a set to gather into.
		return nil, nil, errUnsupported{"k8s:update under k8s:subfield"}
	}
	switch tg.value {
	case "NoAddItem", "NoRemoveItem":
		if !isSlice && !isMap {
			return nil, nil, fmt.Errorf("+k8s:update=%s can only be used on list or map fields", tg.value)
		}
	case "NoModify":
		if isSlice || isMap {
			return nil, nil, fmt.Errorf("+k8s:update=NoModify is not supported on list or map fields, use +k8s:eachVal=+k8s:update=NoModify for per-item immutability")
		}
	default:
		_, isStruct := native.(*types.Struct)
		if _, isPtr := types.Unalias(c.t).(*types.Pointer); isStruct && !isPtr {
			return nil, nil, fmt.Errorf("+k8s:update=%s cannot be used on non-pointer struct fields (they cannot be unset)", tg.value)
		}
	}
	u := c.update
	first := len(u.constraints) == 0
	if !slices.Contains(u.constraints, tg.value) {
		u.constraints = append(u.constraints, tg.value)
	}
	if !first {
		return nil, nil, nil
	}
	u.first = tg.pos
	// The first tag's level is the merged call's (alpha and beta wrappers
	// sort before the plain tags).
	return []call{{name: updatePlaceholder, shortCircuit: true, deferred: true, level: level}}, nil, nil
}

// scalarUpdate is the call checking a value that is no list or map:
// upstream's choice by kind (pointer, struct, comparable, other).
func scalarUpdate(t types.Type, constraints []string, level string) call {
	name := "UpdateValueByReflect"
	_, isPtr := types.Unalias(t).(*types.Pointer)
	_, isStruct := under(nonPointer(t)).(*types.Struct)
	switch {
	case isPtr:
		name = "UpdatePointer"
	case isStruct:
		name = "UpdateStruct"
	case comparable(t):
		name = "UpdateValueByCompare"
	}
	return call{pkg: validatePkg, name: name, args: constraintArgs(constraints), shortCircuit: true, level: level, emits: fails(errInvalid, "update")}
}

// constraintArgs are the constraints as validate's identifiers, in their
// declared order.
func constraintArgs(constraints []string) []arg {
	var out []arg
	for _, k := range updateConstraints {
		if slices.Contains(constraints, k) {
			out = append(out, arg{pkg: validatePkg, name: k})
		}
	}
	return out
}

// finishUpdate turns a field's update placeholder into its call, now that
// all its update tags and its +k8s:listType are known. (Upstream means to
// refuse +k8s:eachVal=+k8s:update=NoModify on a list that is no list-map,
// but its check never fires, so such a list is generated as it is.)
func finishUpdate(calls []call, c tagCtx) (*refusal, *errAt) {
	i := slices.IndexFunc(calls, func(cl call) bool { return cl.name == updatePlaceholder && cl.pkg == "" })
	if i < 0 {
		return nil, nil
	}
	u := c.update
	native := under(nonPointer(c.t))
	switch n := native.(type) {
	case *types.Map:
		cl := call{pkg: validatePkg, name: "UpdateMap", args: constraintArgs(u.constraints), emits: compoundUpdateEmissions(u.constraints, true)}
		calls[i] = withPlace(cl, calls[i])
	case *types.Slice:
		match := arg{text: "nil"}
		if slices.Contains(u.constraints, "NoAddItem") || slices.Contains(u.constraints, "NoRemoveItem") {
			// A field without list tags matches items as its named list
			// type says (upstream falls back to the type's).
			lm := c.list.effective()
			switch lm.semantic {
			case "map":
				if len(lm.keys) == 0 {
					return nil, &errAt{u.first, "+k8s:update=NoAddItem/+k8s:update=NoRemoveItem require listMapKey to be set for listType=map"}
				}
				match = lm.match(c.t)
			case "set":
				match = itemEqual(n.Elem())
			case "":
				return nil, &errAt{u.first, "+k8s:update=NoAddItem/+k8s:update=NoRemoveItem require list metadata (+k8s:listType with listMapKey, or +k8s:unique) to determine item identity"}
			default:
				return nil, &errAt{u.first, "+k8s:update=NoAddItem/+k8s:update=NoRemoveItem require listType=set, listType=map, unique=set, or unique=map to define item identity"}
			}
		}
		cl := call{pkg: validatePkg, name: sliceFunc(n, "Update"), args: append([]arg{match}, constraintArgs(u.constraints)...), emits: compoundUpdateEmissions(u.constraints, false)}
		calls[i] = withPlace(cl, calls[i])
	default:
		calls[i] = withPlace(scalarUpdate(c.t, u.constraints, ""), calls[i])
	}
	return nil, nil
}

// withPlace is cl where the placeholder p was: its level and order.
func withPlace(cl, p call) call {
	cl.shortCircuit, cl.deferred, cl.level = true, p.deferred, p.level
	return withOptions(cl, p)
}

// itemScope is upstream's name for the items tag (eachVal or eachKey)
// reads in a field of type t.
func itemScope(tag string, t types.Type) string {
	switch {
	case tag == "k8s:eachKey":
		return "map keys"
	case isMap(t):
		return "map values"
	}
	return "list values"
}

// ownLevel is the mark in's call carries inside an iterator's literal.
func ownLevel(in call) string {
	if in.levelInside {
		return levelMark(in.level)
	}
	return ""
}

// levelMark is what a call at a stability level ends with.
func levelMark(level string) string {
	switch level {
	case "alpha":
		return ".MarkAlpha()"
	case "beta":
		return ".MarkBeta()"
	}
	return ""
}

// compoundUpdateEmissions are the errors ValSliceUpdate (isMap false) or
// UpdateMap reports under constraints, in upstream's order: NoSet/NoUnset
// Invalid at the field; NoAddItem Forbidden at an item ("[*]"), as a map's
// NoRemoveItem (both named once); a list's NoRemoveItem Forbidden at the
// list itself.
func compoundUpdateEmissions(constraints []string, isMap bool) []emission {
	has := func(k string) bool { return slices.Contains(constraints, k) }
	var out []emission
	if has("NoSet") || has("NoUnset") {
		out = append(out, fails(errInvalid, "update")...)
	}
	if has("NoAddItem") || (isMap && has("NoRemoveItem")) {
		out = append(out, failsAt(errForbidden, "update", "[*]")...)
	}
	if !isMap && has("NoRemoveItem") {
		out = append(out, fails(errForbidden, "update")...)
	}
	return out
}

// listTagged says n, a field's named list type, carries a list tag
// (listType, listMapKey, unique, customUnique) of its own.
func listTagged(n *node) bool {
	if n == nil {
		return false
	}
	if _, named := n.t.(*types.Named); !named {
		return false
	}
	for _, tg := range n.tags {
		switch tg.unleveled().name {
		case "k8s:listType", "k8s:listMapKey", "k8s:unique", "k8s:customUnique":
			return true
		}
	}
	return false
}
