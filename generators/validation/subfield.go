package validation

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// subfield is +k8s:subfield(<json name>)=+<tag>: the wrapped tag's calls,
// each passed to validate.Subfield with a getter of that field of the
// struct, in a cohort named after it (upstream's subfield validator).
// A wrapped validator with arguments of its own is passed in a function
// literal (itemFunc), as eachVal passes it.
func subfield(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	inner, args, err := wrapped(tg)
	if err != nil {
		return nil, nil, err
	}
	if len(args) != 1 || args[0] == "" {
		return nil, nil, fmt.Errorf("requires the subfield's JSON name as its one argument, e.g. +k8s:subfield(name)=+k8s:format=k8s-long-name")
	}
	// Any tag down the wrapped chain may be another subfield.
	for t, depth := inner, 0; depth < 16; depth++ {
		if t.name == "k8s:subfield" {
			return nil, nil, fmt.Errorf("nested +k8s:subfield tags are unsupported; apply validations directly to the nested type instead")
		}
		next, _, err := wrapped(t)
		if err != nil {
			break
		}
		t = next
	}
	st, ok := under(nonPointer(c.t)).(*types.Struct)
	if !ok {
		return nil, nil, fmt.Errorf("can only be used on struct types (%s)", typeKey(c.t))
	}
	name := args[0]
	member := fieldByJSON(st, name)
	if member == nil {
		return nil, nil, fmt.Errorf("no field for json name %q in %s; name one of its fields by its JSON name", name, typeKey(nonPointer(c.t)))
	}
	sub := tagCtx{scope: onField, t: member.Type(), canonical: c.canonical, custom: c.custom, typeOpaque: c.typeOpaque}
	var memberTags []tagAt
	if c.memberDoc != nil {
		doc, at := c.memberDoc(member)
		memberTags = validatorTags(doc, at)
		sub.defaults = tags.ExactValues(doc, tags.Default)
	}
	if !supportedTag(inner.name) {
		return nil, nil, errUnsupported{inner.name + " under k8s:subfield"}
	}
	state := c.subfields[c.subPrefix+name]
	if state == nil {
		state = &subfieldState{}
		if c.subfields != nil { // nil outside a comment's extraction
			c.subfields[c.subPrefix+name] = state
		}
	}
	if _, isList := under(member.Type()).(*types.Slice); isList {
		// The subfield's list tags are read into a list of its own.
		sub.list = &state.list
	}
	if isUnionTag(inner.unleveled().name) {
		calls, vars, err := subfieldUnion(inner, c, sub, member, level)
		if err != nil || state.inherited || c.opaque {
			return calls, vars, err
		}
		more, err := unionMemberShortCircuits(memberTags, sub, level, subfieldWrapper(c.t, member, name))
		state.inherited = true
		return append(calls, more...), vars, err
	}
	calls, vars, err := validations(inner, sub, level)
	if err != nil {
		return nil, nil, err
	}
	own := len(calls) // the wrapped tag's calls, before the member's
	// The first subfield tag of a comment naming the member takes the
	// member's own short-circuits too, after its own calls, unless the
	// field or its type is opaque.
	if !state.inherited && !c.opaque {
		state.inherited = true
		more, err := memberShortCircuits(memberTags, sub, level)
		if err != nil {
			return nil, nil, err
		}
		calls = append(calls, more...)
	}
	if len(vars) > 0 {
		return nil, nil, errUnsupported{inner.name + " under k8s:subfield"}
	}
	wrap := subfieldWrapper(c.t, member, name)
	out := make([]call, 0, len(calls))
	for i, in := range calls {
		if in.listCheck {
			// The list's keys may come in later tags: its uniqueness
			// check is made once they are read, where its listType was.
			list, memberType, pos := sub.list, member.Type(), tg.pos
			out = append(out, call{deferred: true, later: func() ([]call, *errAt) {
				checks, err := list.uniqueness(memberType)
				if err != nil {
					return nil, &errAt{pos, fmt.Sprintf("+%s: %v", tg.name, err)}
				}
				var wrapped []call
				for _, u := range checks {
					if u.note {
						// customUnique's note stays the field's (memberlist.go).
						wrapped = append(wrapped, u)
						continue
					}
					// Upstream drops the check's comment here, and marks
					// its level inside the literal too.
					u.comment, u.deferred, u.levelInside = "", true, true
					wrapped = append(wrapped, wrap(u))
				}
				return wrapped, nil
			}})
			continue
		}
		// An item's own cohort gives way to the subfield's.
		if in.note || in.toParent || (in.cohort != "" && inner.unleveled().name != "k8s:item") || (in.comment != "" && len(in.args) > 0) {
			return nil, nil, errUnsupported{inner.name + " under k8s:subfield"}
		}
		lvl := in.level
		if i < own {
			lvl = wrapperLevel(inner, &in, level)
		} else if in.levelInside {
			lvl = level // a member's leveled tag: its level stays inside
		}
		cl := wrap(in)
		cl.level, cl.lostLevel = lvl, i < own && losesLevel(inner, in)
		out = append(out, cl)
	}
	return out, nil, nil
}

// subfieldWrapper passes a call made for member of struct type t to
// validate.Subfield, with a getter of the member, in the subfield's
// cohort; a call with arguments goes in a function literal (itemFunc).
func subfieldWrapper(t types.Type, member *types.Var, name string) func(call) call {
	structType := nilableType(t)
	fieldType, ref := member.Type(), ""
	if !isNilable(fieldType) {
		fieldType, ref = types.NewPointer(fieldType), "&"
	}
	equiv := itemEqual(member.Type())
	getter := arg{render: func(e *emitter) string {
		return fmt.Sprintf("\nfunc(o %s) %s { return %so.%s }", e.typ(structType), e.typ(fieldType), ref, member.Name())
	}}
	return func(in call) call {
		fn := itemFunc(in, member.Type())
		if in.comment != "" {
			// Upstream writes a wrapped call's comment before the function.
			comment, plain := in.comment, fn
			fn = arg{render: func(e *emitter) string { return "// " + comment + "\n" + e.arg(plain) }}
		}
		return call{
			pkg: validatePkg, name: "Subfield",
			args:         []arg{{text: strconv.Quote(name)}, getter, equiv, fn},
			shortCircuit: in.shortCircuit, nonError: in.nonError, level: in.level, deferred: in.deferred,
			cohort: name, emits: beneath(in.emits, "."+name), silent: in.silent,
		}
	}
}

// memberDocFunc reads a struct field's comment and where it is written.
type memberDocFunc func(f *types.Var) ([]string, token.Position)

// subfieldState is what one comment's +k8s:subfield tags have said of
// one subfield: whether one took the member's short-circuits, and the
// subfield's list semantics.
type subfieldState struct {
	inherited bool
	list      listMeta
}

// expandLater replaces the calls made later (a subfield's uniqueness
// check, which needs the list's keys read after its listType) by what
// they come to, in place.
func expandLater(calls []call, errs *[]*errAt, subject string) []call {
	out := make([]call, 0, len(calls))
	for _, cl := range calls {
		if cl.later == nil {
			out = append(out, cl)
			continue
		}
		more, err := cl.later()
		if err != nil {
			*errs = append(*errs, &errAt{err.pos, subject + ": " + err.msg})
			continue
		}
		out = append(out, more...)
	}
	return out
}

// inheritable are the member tags whose short-circuits a subfield takes
// here; a member with any other validation tag is refused (its list tags
// would change how an inner eachVal matches items, for one).
var inheritable = []string{"k8s:optional", "k8s:required", "k8s:forbidden", "k8s:immutable", "k8s:minimum", "k8s:maximum",
	"k8s:maxBytes", "k8s:maxLength", "k8s:minLength", "k8s:maxItems", "k8s:minItems", "k8s:format", "k8s:maxProperties", "k8s:minProperties",
	"k8s:update"}

// memberShortCircuits are the short-circuiting calls of the member's own
// tags (read as the member's field would read them, in tag name order),
// each marked as no error: the member's own validation reports it, the
// subfield's only stops at it (upstream's extractMemberShortCircuits).
func memberShortCircuits(tgs []tagAt, sub tagCtx, level string) ([]call, error) {
	sorted := slices.Clone(tgs)
	slices.SortStableFunc(sorted, func(a, b tagAt) int { return strings.Compare(a.name, b.name) })
	// The member's update tags merge into one call, as on its field.
	sub.update = &updateSet{}
	var all []call
	for _, tg := range sorted {
		name := tg.unleveled().name
		if !slices.Contains(inheritable, name) && (!slices.Contains(memberListTags, name) || name != tg.name) || (name != tg.name && name == "k8s:update") {
			return nil, errUnsupported{"k8s:subfield naming a field with +" + tg.name}
		}
		calls, _, err := validations(tg, sub, level)
		if err != nil && slices.Contains(memberListTags, name) {
			return nil, memberListErr(tg, err)
		}
		if err != nil {
			return nil, errUnsupported{"k8s:subfield naming a field whose +" + tg.name + " is wrong"}
		}
		if name != tg.name {
			// The member's level marks its call alone, inside the
			// subfield's literal (lost on a validator passed by name).
			for i := range calls {
				calls[i].levelInside = true
			}
		}
		all = append(all, calls...)
	}
	all = deferredLast(all)
	if r, e := finishUpdate(all, sub); r != nil || e != nil {
		return nil, errUnsupported{"k8s:subfield naming a field whose +k8s:update is wrong"}
	}
	var out []call
	for _, cl := range all {
		if cl.shortCircuit {
			cl.nonError = true
			out = append(out, cl)
		}
	}
	return out, nil
}

// deferredLast is calls with the deferred ones moved after the others,
// each part in its order (upstream runs deferred validations last).
func deferredLast(calls []call) []call {
	slices.SortStableFunc(calls, func(a, b call) int {
		switch {
		case !a.deferred && b.deferred:
			return -1
		case a.deferred && !b.deferred:
			return 1
		}
		return 0
	})
	return calls
}
