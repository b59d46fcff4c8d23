package validation

import (
	"fmt"
	"go/types"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// A union is a set of a struct's fields of which exactly one is set
// (+k8s:unionMember, with an optional +k8s:unionDiscriminator naming which)
// or at most one (+k8s:zeroOrOneOfMember). Upstream collects the members
// of every union of a struct while it reads the fields' tags, and when
// the first member's deferred validation runs (after all fields are read)
// it writes, for each union of that family by name, a membership variable
// and one call in the struct's own validation. Ours does the same: each
// member tag records itself in the struct's unionSet and returns a
// trigger call for the parent; resolve expands the first trigger of each
// family into the calls, at the trigger's place and stability level.

// unionFamily is what one family of member tags generates.
type unionFamily struct {
	prefix        string // the membership variable's name prefix
	fn            string // the validator of a union without discriminator
	discriminated string // the validator of one with; "" if it has none
	origin        string // the origin of the Invalid error either reports
}

var unionFamilies = map[string]unionFamily{
	"k8s:unionMember":       {prefix: "unionMembershipFor", fn: "Union", discriminated: "DiscriminatedUnion", origin: "union"},
	"k8s:zeroOrOneOfMember": {prefix: "zeroOrOneOfMembershipFor", fn: "ZeroOrOneOfUnion", origin: "zeroOrOneOf"},
}

// unionSet is the unions of one struct, by family tag, then by name ("" for
// the unnamed one).
type unionSet struct {
	byFamily map[string]map[string]*unionDef
	expanded map[string]bool
}

// unionDef is one union: its members in field order, and its
// discriminator field, if any (the last one written, as upstream).
type unionDef struct {
	members       []unionMember
	discriminator *types.Var
	discName      string // the discriminator's JSON name
	discTags      []tagAt
}

type unionMember struct {
	field      *types.Var
	json, name string // the JSON name, and the discriminator value (memberName)
	// item is a list item member's selection (+k8s:item), instead of field.
	item *itemSel
}

func (s *unionSet) get(family, name string) *unionDef {
	if s.byFamily == nil {
		s.byFamily = map[string]map[string]*unionDef{}
	}
	if s.byFamily[family] == nil {
		s.byFamily[family] = map[string]*unionDef{}
	}
	u := s.byFamily[family][name]
	if u == nil {
		u = &unionDef{}
		s.byFamily[family][name] = u
	}
	return u
}

// unionTrigger marks a call standing for its family's unions; inPlace
// ones (list-item unions) keep their place among the field's calls.
type unionTrigger struct {
	family  string
	inPlace bool
}

// errNotInUnion is a union tag where no struct is: under +k8s:eachVal
// (upstream fails on it: it writes code that does not format).
var errNotInUnion = fmt.Errorf("a union tag belongs on a struct field, or on a subfield through +k8s:subfield; list items are members through +k8s:item, not +k8s:eachVal")

func isUnionTag(name string) bool {
	_, member := unionFamilies[name]
	return member || name == "k8s:unionDiscriminator"
}

// subfieldUnion is +k8s:subfield(<json name>)=+<union tag> on a field of
// struct type: the subfield is a member (or the discriminator) of a union
// of that struct value, checked in the field's own validation, after its
// other calls (upstream resolves it a round after the subfield's).
func subfieldUnion(inner tagAt, c, sub tagCtx, member *types.Var, level string) ([]call, []variable, error) {
	named, ok := types.Unalias(c.t).(*types.Named)
	switch {
	case c.scope != onField || c.subUnions == nil:
		return nil, nil, errUnsupported{inner.name + " under k8s:subfield on a type"}
	case isNilable(c.t):
		// Upstream's extractors would take a pointer to the pointer.
		return nil, nil, fmt.Errorf("a union of a pointer's struct is checked through **%s, which does not build; make the field a struct value", typeKey(nonPointer(c.t)))
	case !ok:
		return nil, nil, errUnsupported{inner.name + " under k8s:subfield of an unnamed struct"}
	}
	sub.parent, sub.field, sub.unions = named, member.Name(), c.subUnions
	calls, _, err := validations(inner, sub, level)
	if err != nil {
		return nil, nil, err
	}
	for i := range calls {
		calls[i].toParent = false
	}
	return calls, nil, nil
}

// unionsLast moves a field's union triggers after its other calls:
// upstream resolves them a round after the field's deferred calls.
func unionsLast(calls []call) []call {
	out := make([]call, 0, len(calls))
	var triggers []call
	for _, cl := range calls {
		if cl.union != nil && !cl.union.inPlace {
			triggers = append(triggers, cl)
		} else {
			out = append(out, cl)
		}
	}
	return append(out, triggers...)
}

// unionArgs reads a union tag's named arguments, union and memberName, as
// upstream's tag grammar types them: only those names, each a string.
func unionArgs(tg tagAt, allowed ...string) (map[string]string, error) {
	if tg.err != nil {
		return nil, tg.err
	}
	out := map[string]string{}
	for _, a := range tg.args {
		if !slices.Contains(allowed, a.Name) {
			return nil, fmt.Errorf("unrecognized named argument %q; write +%s(%s: \"...\")", a, tg.name, allowed[0])
		}
		if a.Type != tags.ArgString {
			return nil, fmt.Errorf("argument %q has wrong type: want a string; quote it", a)
		}
		out[a.Name] = a.Value
	}
	return out, nil
}

// structField is the field c speaks of, and its JSON name as upstream
// reads it (gengo's: the Go name when the tag names none, "" for "-" or an
// inlined embedded field).
func structField(c tagCtx) (*types.Var, string) {
	f, tag := c.fieldTag()
	if f == nil {
		return nil, ""
	}
	return f, fieldJSONName(f, tag)
}

// member is +k8s:unionMember or +k8s:zeroOrOneOfMember on a struct field.
func member(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if c.scope != onField {
		return nil, nil, fmt.Errorf("tag %q cannot be specified on type definitions", tg.name)
	}
	if c.unions == nil {
		return nil, nil, errNotInUnion
	}
	args, err := unionArgs(tg, "union", "memberName")
	if err != nil {
		return nil, nil, err
	}
	switch under(c.t).(type) {
	case *types.Pointer, *types.Map, *types.Slice:
	case *types.Basic:
		if _, named := types.Unalias(c.t).(*types.Named); named {
			// Upstream writes `var z <import path>.<Type>`, which is not Go.
			return nil, nil, fmt.Errorf("a member of named type %s cannot be checked for its zero value (upstream's output does not format); make the field a pointer, *%s", typeKey(c.t), types.TypeString(c.t, func(*types.Package) string { return "" }))
		}
	default:
		return nil, nil, fmt.Errorf("can only be used on nilable and primitive types (%s); make the field a pointer", kindName(c.t))
	}
	f, json := structField(c)
	if f == nil {
		return nil, nil, fmt.Errorf("must be used on a struct field")
	}
	if json == "" {
		return nil, nil, fmt.Errorf("field %q is a union member but has no JSON name; give it one in its json tag", f.Name())
	}
	memberName, ok := args["memberName"]
	if !ok {
		memberName = f.Name()
	}
	u := c.unions.get(tg.name, args["union"])
	u.members = append(u.members, unionMember{field: f, json: json, name: memberName})
	return []call{{toParent: true, level: level, union: &unionTrigger{family: tg.name}}}, nil, nil
}

// discriminator is +k8s:unionDiscriminator on a string field: the field
// naming which member of its union is set.
func discriminator(tg tagAt, c tagCtx) ([]call, []variable, error) {
	if c.scope != onField {
		return nil, nil, fmt.Errorf("tag %q cannot be specified on type definitions", tg.name)
	}
	if c.unions == nil {
		return nil, nil, errNotInUnion
	}
	args, err := unionArgs(tg, "union")
	if err != nil {
		return nil, nil, err
	}
	if b, ok := under(nonPointer(c.t)).(*types.Basic); !ok || b.Kind() != types.String {
		return nil, nil, fmt.Errorf("can only be used on string types (%s)", typeKey(c.t))
	}
	if _, isPtr := types.Unalias(c.t).(*types.Pointer); isPtr {
		// Upstream converts the field with string(obj.<Field>), which does
		// not build for a pointer.
		return nil, nil, fmt.Errorf("a pointer discriminator is read as string(obj.%s), which does not build; make the field a string value", c.field)
	}
	f, json := structField(c)
	if f == nil {
		return nil, nil, fmt.Errorf("must be used on a struct field")
	}
	u := c.unions.get("k8s:unionMember", args["union"])
	u.discriminator, u.discName = f, json
	u.discTags = append(u.discTags, tg)
	return nil, nil, nil
}

// expand replaces the first trigger of each union family among a
// struct's parent calls by the calls of that family's unions, by union
// name, and returns the membership variables they use; later triggers of
// a family go. Doubtful discriminators upstream accepts are warnings at
// their tags: two in one union (the last is used, as upstream's), one of
// a union without members, one in a struct with no member at all.
func (s *unionSet) expand(parent []call, o unionOwner) ([]call, []variable, []*errAt) {
	var out []call
	var vars []variable
	var warns []*errAt
	for _, cl := range parent {
		if cl.union == nil {
			out = append(out, cl)
			continue
		}
		family := cl.union.family
		if s.expanded[family] {
			continue
		}
		if s.expanded == nil {
			s.expanded = map[string]bool{}
		}
		s.expanded[family] = true
		unions := s.byFamily[family]
		names := make([]string, 0, len(unions))
		for name := range unions {
			names = append(names, name)
		}
		slices.Sort(names)
		for _, name := range names {
			c, v, warn := unions[name].generate(unionFamilies[family], o, name, cl.level)
			out, vars = append(out, withOptions(c, cl)), append(vars, v)
			if warn != nil {
				warns = append(warns, warn)
			}
		}
	}
	if !s.expanded["k8s:unionMember"] {
		for name, u := range s.byFamily["k8s:unionMember"] {
			for _, tg := range u.discTags {
				warns = append(warns, &errAt{tg.pos, fmt.Sprintf("%s: no +k8s:unionMember of the struct is in union %q, so this discriminator generates nothing (upstream ignores it too); add the union's members", o.subject, name)})
			}
		}
	}
	return out, vars, warns
}

var notIdent = regexp.MustCompile(`[^a-zA-Z0-9_]`)

// unionOwner is where a union set is checked: a struct's own validation
// (path is the type's) or, for a union named through +k8s:subfield, the
// validation of a field of struct type (path is the field's).
type unionOwner struct {
	path    string     // upstream's field path: <pkg>.<Type>[.<json name>]
	obj     types.Type // the struct value the extractors are passed a pointer to
	subject string     // names it in messages
}

func structOwner(named *types.Named) unionOwner {
	return unionOwner{path: named.Obj().Pkg().Path() + "." + named.Obj().Name(), obj: named, subject: named.Obj().Name()}
}

// fieldOwner is the owner of the unions +k8s:subfield names in field c of
// named: upstream keys them by the field's path (its JSON name, else its
// Go name).
func fieldOwner(named *types.Named, c *child) unionOwner {
	name := c.json
	if name == "" {
		name = c.name
	}
	o := structOwner(named)
	o.path += "." + name
	o.obj = c.t
	o.subject += "." + c.name
	return o
}

// generate is one union's call and membership variable.
func (u *unionDef) generate(fam unionFamily, o unionOwner, name, level string) (call, variable, *errAt) {
	path := o.path + "_" + name
	v := variable{name: fam.prefix + "_" + notIdent.ReplaceAllString(strings.ReplaceAll(path, ".", "_"), "_")}
	cl := call{pkg: validatePkg, name: fam.fn, level: level, args: []arg{{text: v.name}}, emits: fails(errInvalid, fam.origin)}
	memberFn, ctor := "NewUnionMember", "NewUnionMembership"
	var inits []arg // the membership constructor's arguments
	var warn *errAt
	if u.discriminator != nil && fam.discriminated != "" {
		memberFn, ctor, cl.name = "NewDiscriminatedUnionMember", "NewDiscriminatedUnionMembership", fam.discriminated
		inits = append(inits, arg{text: strconv.Quote(u.discName)})
		field := u.discriminator.Name()
		cl.args = append(cl.args, arg{render: func(e *emitter) string {
			return fmt.Sprintf("\nfunc(obj *%s) string { if obj == nil {return \"\"}; return string(obj.%s) }", e.typ(o.obj), field)
		}})
		if len(u.members) == 0 {
			warn = &errAt{u.discTags[len(u.discTags)-1].pos, fmt.Sprintf("%s.%s: union %q has no +k8s:unionMember, so the discriminator can only be empty (upstream generates the same); add its members with +k8s:unionMember(union: %q)", o.subject, field, name, name)}
		} else if n := len(u.discTags); n > 1 {
			warn = &errAt{u.discTags[n-1].pos, fmt.Sprintf("%s.%s: union %q has %d +k8s:unionDiscriminator fields; this last one is used, as upstream does; keep one", o.subject, field, name, n)}
		}
	}
	for _, m := range u.members {
		args := []string{strconv.Quote(m.json)}
		if memberFn == "NewDiscriminatedUnionMember" {
			args = append(args, strconv.Quote(m.name))
		}
		text := "(" + strings.Join(args, ", ") + ")"
		inits = append(inits, arg{render: func(e *emitter) string { return e.id(validatePkg, memberFn) + text }})
		if m.item != nil {
			continue
		}
		cl.args = append(cl.args, hasField(o.obj, m.field))
	}
	// List item members' extractors follow, by member name (upstream's).
	var items []unionMember
	for _, m := range u.members {
		if m.item != nil {
			items = append(items, m)
		}
	}
	slices.SortFunc(items, func(a, b unionMember) int { return strings.Compare(a.json, b.json) })
	for _, m := range items {
		sel := m.item
		cl.args = append(cl.args, arg{render: func(e *emitter) string {
			return fmt.Sprintf("\nfunc(list %s) bool { for i := range list { if %s { return true } }; return false }", e.typ(o.obj), sel.unionCond())
		}})
	}
	v.render = func(e *emitter) string {
		args := make([]string, len(inits))
		for i, a := range inits {
			args[i] = e.arg(a)
		}
		return e.id(validatePkg, ctor) + "(" + strings.Join(args, ", ") + ")"
	}
	return cl, v, warn
}

// memberTest is the statement saying a member is set: not nil, not empty,
// or not its builtin type's zero value.
func memberTest(f *types.Var) string {
	switch u := under(f.Type()).(type) {
	case *types.Pointer:
		return fmt.Sprintf("return obj.%s != nil", f.Name())
	case *types.Map, *types.Slice:
		return fmt.Sprintf("return len(obj.%s) != 0", f.Name())
	case *types.Basic:
		return fmt.Sprintf("var z %s; return obj.%s != z", u.Name(), f.Name())
	}
	return "return false"
}

// hasField is the function literal telling whether a value of struct type
// obj has its field f set; a nil obj has not.
func hasField(obj types.Type, f *types.Var) arg {
	test := memberTest(f)
	return arg{render: func(e *emitter) string {
		return fmt.Sprintf("\nfunc(obj *%s) bool { if obj == nil {return false}; %s }", e.typ(obj), test)
	}}
}

// kindName is gengo's kind of a type as upstream's messages print it.
func kindName(t types.Type) string {
	switch under(t).(type) {
	case *types.Struct:
		return "Struct"
	case *types.Array:
		return "Array"
	case *types.Interface:
		return "Interface"
	}
	return typeKey(t)
}

// itemUnion is +k8s:item(<key>: <value>, ...)=+k8s:unionMember or
// +k8s:zeroOrOneOfMember on a list-map field: the item with those keys is
// a member of a union of the list, named <json name>[<selection>] and
// checked in the list field's validation at the tag's place among its
// deferred calls (upstream maps the union's parent scope to the list).
func itemUnion(inner tagAt, c tagCtx, sel *itemSel, level string) ([]call, []variable, error) {
	if inner.name == "k8s:unionDiscriminator" {
		// Upstream reads the field's JSON name of an item, and crashes.
		return nil, nil, fmt.Errorf("a list item cannot be a union's discriminator; put +k8s:unionDiscriminator on a string field of the struct")
	}
	if c.subUnions == nil || (c.parent == nil && c.scope != onType) {
		return nil, nil, errUnsupported{inner.name + " under k8s:item here"}
	}
	args, err := unionArgs(inner, "union", "memberName")
	if err != nil {
		return nil, nil, err
	}
	for _, cr := range sel.criteria {
		if cr.kind != "string" {
			// Upstream's extractor compares the value as a string.
			return nil, nil, fmt.Errorf("a list-item union member's selection can only compare strings (upstream fails on %s: %s: type mismatch); select the item by a string key", cr.key, cr.raw)
		}
	}
	// Upstream names the member by the last dot-separated part of the
	// item's path, <pkg>.<Type>.<json name>[<selection>] (on a named list
	// type, <pkg>.<Type>[<selection>]).
	path, err := itemListPath(c)
	if err != nil {
		return nil, nil, err
	}
	path += "[" + sel.key() + "]"
	name := path[strings.LastIndex(path, ".")+1:]
	u := c.subUnions.get(inner.name, args["union"])
	for _, m := range u.members {
		if m.json == name {
			return nil, nil, fmt.Errorf("list-item union member %q already exists", name)
		}
	}
	u.members = append(u.members, unionMember{json: name, name: args["memberName"], item: sel})
	return []call{{union: &unionTrigger{family: inner.name, inPlace: true}, level: level, deferred: true}}, nil, nil
}

// unionCond is the condition selecting the item in a union's extractor:
// upstream's, by key name, on list[i].
func (s *itemSel) unionCond() string {
	st := under(s.elem).(*types.Struct)
	criteria := slices.Clone(s.criteria)
	slices.SortFunc(criteria, func(a, b criterion) int { return strings.Compare(a.key, b.key) })
	var conds []string
	for _, cr := range criteria {
		// selectItems checked every key and value.
		cond, _ := itemCondAt("list[i]", fieldByJSON(st, cr.key), cr)
		conds = append(conds, cond)
	}
	return strings.Join(conds, " && ")
}
