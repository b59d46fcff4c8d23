package validation

import (
	"fmt"
	"go/types"
	"slices"
	"strings"
)

// notOnItems are the validators +k8s:eachVal/eachKey may not wrap here:
// they speak of a field, not of an item.
var notOnItems = []string{"k8s:optional", "k8s:required", "k8s:dependentRequired", "k8s:dependentForbidden",
	"k8s:listType", "k8s:listMapKey", "k8s:customValidation"}

// each is +k8s:eachVal=+<tag> on a list or map (a field, or a named type)
// and +k8s:eachKey=+<tag> on a map: the wrapped tag's calls, each passed
// as a function value to upstream's iterator (EachValSliceVal,
// EachPtrSliceVal, EachMapVal, EachMapKey), in a function literal when it
// takes arguments of its own.
func each(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	inner, args, err := wrapped(tg)
	if err != nil {
		return nil, nil, err
	}
	if len(args) > 0 {
		return nil, nil, fmt.Errorf("takes no arguments; write +%s=+<validation tag>", tg.name)
	}
	// On a named list or map type, or a field of one, the items are
	// its underlying type's.
	var item types.Type
	switch u := under(c.t).(type) {
	case *types.Slice:
		if tg.name == "k8s:eachKey" {
			return nil, nil, fmt.Errorf("can only be used on map types (%s); use +k8s:eachVal on a list", typeKey(c.t))
		}
		item = u.Elem()
	case *types.Map:
		item = u.Elem()
		if tg.name == "k8s:eachKey" {
			item = u.Key()
		}
	default:
		return nil, nil, fmt.Errorf("can only be used on list or map types (%s)", typeKey(c.t))
	}
	if slices.Contains(notOnItems, inner.unleveled().name) || !supportedTag(inner.unleveled().name) {
		return nil, nil, errUnsupported{inner.unleveled().name + " under " + tg.name}
	}
	ic := c.forItems(item, "("+strings.TrimPrefix(tg.name, "k8s:each")+")")
	ic.item = itemScope(tg.name, c.t)
	calls, vars, err := validations(inner, ic, level)
	if err != nil {
		return nil, nil, err
	}
	if len(vars) > 0 {
		return nil, nil, errUnsupported{inner.name + " under " + tg.name}
	}
	if len(calls) == 0 && noMinimum(inner) {
		return nil, nil, fmt.Errorf("no validation functions found: %s checks nothing (upstream fails on it too); remove the tag", strings.TrimSpace(tg.value))
	}
	// wrap passes in to the iterator.
	wrap := func(in call) (call, error) {
		if err := byValueLiteral(in, item); err != nil {
			return call{}, err
		}
		lvl := wrapperLevel(inner, &in, level)
		fn := itemFunc(in, item)
		cl := call{shortCircuit: in.shortCircuit, nonError: in.nonError, level: lvl, pkg: validatePkg, silent: in.silent, lostLevel: losesLevel(inner, in)}
		switch {
		case tg.name == "k8s:eachKey":
			// A key's errors are reported at the map's path.
			cl.name, cl.args, cl.emits = "EachMapKey", []arg{fn}, in.emits
		case isMap(c.t):
			cl.name, cl.args, cl.emits = "EachMapVal", []arg{itemEqual(item), fn}, beneath(in.emits, "[*]")
		default:
			// The list's +k8s:listType sorts after eachVal, so how old
			// items are matched is read when the call is written.
			// Without list tags of its own a field's items are matched as
			// its named list type says (typelist.go).
			list, t := c.list, c.t
			match := arg{render: func(e *emitter) string {
				list := list.effective()
				switch {
				case list != nil && list.semantic == "set":
					return e.arg(itemEqual(item))
				case list != nil && list.semantic == "map":
					return e.arg(list.match(t))
				}
				return "nil"
			}}
			equiv := arg{render: func(e *emitter) string {
				list := list.effective()
				if list != nil && list.semantic == "map" {
					return e.arg(itemEqual(item))
				}
				return "nil"
			}}
			cl.name, cl.args, cl.emits = sliceFunc(t, ""), []arg{match, equiv, fn}, beneath(in.emits, "[*]")
		}
		cl.deferred = tg.name == "k8s:eachVal"
		return cl, nil
	}
	out := make([]call, 0, len(calls))
	for _, in := range calls {
		if in.later != nil && inner.unleveled().name == "k8s:subfield" {
			// A subfield's list checks, once its list tags are read.
			out = append(out, wrapLater(in, tg.pos, wrap))
			continue
		}
		if in.comment != "" || in.note || in.toParent || !wrappable(inner, in) {
			return nil, nil, errUnsupported{inner.name + " under " + tg.name}
		}
		cl, err := wrap(in)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, cl)
	}
	return out, nil, nil
}

// itemEqual compares two items whole: == when Go can, else semantically.
func itemEqual(t types.Type) arg {
	if comparable(nonPointer(t)) {
		return arg{pkg: validatePkg, name: "DirectEqual"}
	}
	return arg{pkg: validatePkg, name: "SemanticDeepEqual"}
}

func isMap(t types.Type) bool {
	_, ok := under(t).(*types.Map)
	return ok
}

// itemFunc is in as the function an iterator calls per item: its name, or
// with arguments of its own a function literal passing them.
func itemFunc(in call, item types.Type) arg {
	if len(in.args) == 0 {
		return arg{pkg: in.pkg, name: in.name}
	}
	ptr := nilableType(item)
	return arg{render: func(e *emitter) string {
		args := make([]string, len(in.args))
		for i, a := range in.args {
			args[i] = e.arg(a)
		}
		head := e.funcHead(ptr)
		// A validator that marks its own level keeps the mark inside.
		return head + fmt.Sprintf("return %s(ctx, op, fldPath, obj, oldObj, %s)%s\n}", e.id(in.pkg, in.name), strings.Join(args, ", "), ownLevel(in))
	}}
}
