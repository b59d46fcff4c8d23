package validation

import (
	"fmt"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// itemSel is one +k8s:item(<key>: <value>, ...) selection: the list-map
// item whose key fields have these values.
type itemSel struct {
	criteria []criterion // as written
	elem     types.Type  // the list's item type, a struct
	// cond is the match function's condition, set once the list's keys
	// are known (select).
	cond string
}

// criterion is one named argument: a key field's JSON name and the value
// as upstream prints it in the selector (a quoted string, an int, a bool).
type criterion struct {
	key, value string
	kind       string // "string", "int" or "bool"
	raw        string // as written, unquoted
}

// fieldOnly are the validators upstream allows on fields only, never on
// a list's items.
var fieldOnly = []string{"k8s:optional", "k8s:required", "k8s:forbidden", "k8s:customValidation", "k8s:dependentRequired", "k8s:dependentForbidden"}

// item is +k8s:item(<key>: <value>, ...)=+<tag> on a list-map field: each
// call of the wrapped tag validates the one item with those key values,
// through validate.ValSliceItem, in a cohort of its own named by the
// selection (upstream's). The match function needs the list's keys, read
// after this tag; they are checked with the list's other tags
// (listMeta.uniqueness); a list of pointers goes through PtrSliceItem. A
// wrapped tag that speaks of a field or declares variables, and nested
// levels are refused.
func item(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if c.list == nil {
		return nil, nil, errUnsupported{tg.name + " here"}
	}
	sl, ok := under(nonPointer(c.t)).(*types.Slice)
	if !ok {
		return nil, nil, fmt.Errorf("can only be used on list types (%s)", typeKey(c.t))
	}
	elem := nonPointer(sl.Elem()) // a list of pointers' items are matched by their pointees
	if _, isStruct := under(elem).(*types.Struct); !isStruct {
		return nil, nil, fmt.Errorf("can only be used on lists of structs")
	}
	inner, _, err := wrapped(tg)
	if err != nil {
		return nil, nil, err
	}
	criteria, err := itemCriteria(tg.args)
	if err != nil {
		return nil, nil, err
	}
	if len(criteria) == 0 {
		return nil, nil, fmt.Errorf("no selection criteria was specified; name each listMapKey field, e.g. +k8s:item(name: \"x\")=+<tag>")
	}
	in := inner.unleveled().name
	// A union tag makes the item a member of a union of the list (union.go).
	if isUnionTag(in) && inner.name == in {
		sel := &itemSel{criteria: criteria, elem: elem}
		c.list.items = append(c.list.items, sel)
		return itemUnion(inner, c, sel, level)
	}
	if slices.Contains(fieldOnly, in) {
		return nil, nil, fmt.Errorf("tag %q cannot be specified on list values", in)
	}
	if inner.name != in || in == tg.name || slices.Contains(notOnItems, in) || isUnionTag(in) || !supportedTag(in) {
		return nil, nil, errUnsupported{in + " under " + tg.name}
	}
	sel := &itemSel{criteria: criteria, elem: elem}
	calls, vars, err := validations(inner, c.forItems(elem, "["+sel.key()+"]"), level)
	if err != nil {
		return nil, nil, err
	}
	if len(vars) > 0 {
		return nil, nil, errUnsupported{in + " under " + tg.name}
	}
	c.list.items = append(c.list.items, sel)
	cohort := sel.key()
	out := make([]call, 0, len(calls))
	match := arg{render: func(e *emitter) string {
		return fmt.Sprintf("\nfunc(item *%s) bool { return %s }", e.typ(elem), sel.cond)
	}}
	wrap := func(cl call) (call, error) {
		return call{pkg: validatePkg, name: sliceFunc(sl, "Item"), args: []arg{match, itemEqual(elem), itemFunc(cl, elem)},
			shortCircuit: cl.shortCircuit, nonError: cl.nonError, level: cl.level, cohort: cohort, deferred: true, emits: cl.emits, silent: cl.silent}, nil
	}
	for _, cl := range calls {
		if cl.later != nil && in == "k8s:subfield" {
			// A subfield's list checks, once its list tags are read.
			out = append(out, wrapLater(cl, tg.pos, wrap))
			continue
		}
		if cl.comment != "" || cl.note || cl.toParent || !wrappable(inner, cl) {
			return nil, nil, errUnsupported{in + " under " + tg.name}
		}
		w, _ := wrap(cl)
		out = append(out, w)
	}
	return out, nil, nil
}

// itemCriteria reads +k8s:item's arguments, typed by the tag grammar
// (tags.ReadArgs), as upstream's item tag takes them: each named, once,
// and an int in decimal.
func itemCriteria(args []tags.Arg) ([]criterion, error) {
	var out []criterion
	for _, a := range args {
		if a.Name == "" {
			return nil, fmt.Errorf("all arguments must be named: write <listMapKey json name>: <value>")
		}
		if slices.ContainsFunc(out, func(c criterion) bool { return c.key == a.Name }) {
			return nil, fmt.Errorf("duplicate argument: %q", a.Name)
		}
		c := criterion{key: a.Name, kind: string(a.Type), value: a.Value, raw: a.Value}
		switch a.Type {
		case tags.ArgString:
			c.value = strconv.Quote(a.Value)
		case tags.ArgInt:
			if n, err := strconv.Atoi(a.Value); err != nil || strconv.Itoa(n) != a.Value {
				return nil, fmt.Errorf("invalid value for argument %q: invalid integer: %q is not a valid int value", a.Name, a.Value)
			}
		}
		out = append(out, c)
	}
	return out, nil
}

// key names the selection as upstream's cohort and path do:
// {"name": "x", "port": 80}.
func (s *itemSel) key() string {
	pairs := make([]string, len(s.criteria))
	for i, c := range s.criteria {
		pairs[i] = fmt.Sprintf("%q: %s", c.key, c.value)
	}
	return "{" + strings.Join(pairs, ", ") + "}"
}

// selectItems checks each +k8s:item selection against the list's keys
// (a list-map, every key named once, values of the keys' types) and
// writes its match condition, in the keys' order.
func (l *listMeta) selectItems() error {
	lm := l.effective() // a field without list tags: its named list type's
	for _, s := range l.items {
		if lm.semantic != "map" || len(lm.keys) == 0 {
			return fmt.Errorf("found items with no list metadata - item tags require listType=map or unique=map with listMapKey")
		}
		if len(s.criteria) != len(lm.keys) {
			return fmt.Errorf("number of arguments (%d) does not match number of listMapKey fields (%d)", len(s.criteria), len(lm.keys))
		}
		var conds, missing []string
		st := under(s.elem).(*types.Struct)
		for _, k := range lm.keys {
			json := jsonNameOf(st, k)
			i := slices.IndexFunc(s.criteria, func(c criterion) bool { return c.key == json })
			if i < 0 {
				missing = append(missing, json)
				continue
			}
			cond, err := itemCond(k, s.criteria[i])
			if err != nil {
				return err
			}
			conds = append(conds, cond)
		}
		if len(missing) > 0 {
			return fmt.Errorf("missing required listMapKey fields: [%s]", strings.Join(missing, " "))
		}
		s.cond = strings.Join(conds, " && ")
	}
	return nil
}

// jsonNameOf is the JSON name of st's field f.
func jsonNameOf(st *types.Struct, f *types.Var) string {
	for i := range st.NumFields() {
		if st.Field(i) == f {
			return jsonTagName(st.Tag(i))
		}
	}
	return f.Name()
}

// itemCond compares key field f of the item with c's value.
func itemCond(f *types.Var, c criterion) (string, error) { return itemCondAt("item", f, c) }

// itemCondAt is itemCond on the item ref names (list[i] in a union's
// extractor).
func itemCondAt(ref string, f *types.Var, c criterion) (string, error) {
	b, _ := under(nonPointer(f.Type())).(*types.Basic)
	var want string
	switch {
	case b != nil && b.Kind() == types.String:
		want = "string"
	case b != nil && b.Kind() == types.Bool:
		want = "bool"
	case b != nil && b.Info()&types.IsInteger != 0:
		want = "int"
	default:
		return "", fmt.Errorf("unsupported type %s for field %s", typeKey(nonPointer(f.Type())), f.Name())
	}
	if c.kind != want {
		return "", fmt.Errorf("type mismatch, field is %s but value is not: %s", want, c.raw)
	}
	if _, isPtr := types.Unalias(f.Type()).(*types.Pointer); isPtr {
		return fmt.Sprintf("%s.%s != nil && *%s.%s == %s", ref, f.Name(), ref, f.Name(), c.value), nil
	}
	return fmt.Sprintf("%s.%s == %s", ref, f.Name(), c.value), nil
}
