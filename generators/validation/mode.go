package validation

import (
	"fmt"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// modeSet is what +k8s:modeDiscriminator and +k8s:ifMode say of each
// struct, by modality ("default" when unnamed): upstream collects it while
// it reads a struct's fields and writes the checks once all are read.
type modeSet map[*types.Named]map[string]*modeGroup

// modeGroup is one modality of a struct: its discriminator field, and the
// fields with rules per mode, by Go name.
type modeGroup struct {
	discriminator *types.Var
	members       map[string]*modeMember
	firstRule     token.Position // where a rule without discriminator is reported
}

type modeMember struct {
	field *types.Var
	json  string
	rules []modeRule
	pos   token.Position // its first +k8s:ifMode
}

// modeRule is one +k8s:ifMode: the calls of its tag for one mode, and the
// stability level of a wrapping +k8s:alpha/beta.
type modeRule struct {
	value string
	calls []call
	level string
}

// modePending stands, among the struct's calls, where upstream writes the
// struct's discriminated checks: where the first +k8s:ifMode is resolved.
const modePending = "(ifMode)"

var modality = regexp.MustCompile(`^[a-zA-Z][a-zA-Z0-9_]*$`)

func (s modeSet) group(parent *types.Named, name string) *modeGroup {
	if name == "" {
		name = "default"
	}
	if s[parent] == nil {
		s[parent] = map[string]*modeGroup{}
	}
	g := s[parent][name]
	if g == nil {
		g = &modeGroup{members: map[string]*modeMember{}}
		s[parent][name] = g
	}
	return g
}

// member is the field of c's struct the tag is written on, with its json
// name (its Go name without one).
func (c tagCtx) member() (*types.Var, string) {
	f, tag := c.fieldTag()
	if f == nil {
		return nil, ""
	}
	return f, jsonName(f.Name(), tag)
}

// fieldTag is the field of c's struct the tag is written on, with its
// struct tag; nil when c's parent is no struct or has no such field.
func (c tagCtx) fieldTag() (*types.Var, string) {
	st, ok := c.parent.Underlying().(*types.Struct)
	if !ok {
		return nil, ""
	}
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == c.field {
			return f, st.Tag(i)
		}
	}
	return nil, ""
}

// modeDiscriminator is +k8s:modeDiscriminator(modality: <name>) on a string
// or bool field: it makes no call of its own, it names the field whose
// value chooses the +k8s:ifMode rules of its modality.
func modeDiscriminator(tg tagAt, c tagCtx) ([]call, []variable, error) {
	if c.scope != onField || c.modes == nil || c.parent == nil {
		return nil, nil, fmt.Errorf("tag %q cannot be specified on %s", tg.name, c.scope)
	}
	if tg.value != "" {
		return nil, nil, fmt.Errorf("takes no value; write +%s or +%s(modality: <name>)", tg.name, tg.name)
	}
	args := tg.args
	if err := checkArgs(args, "modality"); err != nil {
		return nil, nil, err
	}
	if _, isPtr := types.Unalias(c.t).(*types.Pointer); isPtr {
		return nil, nil, fmt.Errorf("can only be used on non-pointer types")
	}
	if b, ok := under(c.t).(*types.Basic); !ok || (b.Kind() != types.String && b.Kind() != types.Bool) {
		return nil, nil, fmt.Errorf("can only be used on string or bool types (%s)", typeKey(c.t))
	}
	name, _ := argNamed(args, "modality")
	if name != "" && !modality.MatchString(name) {
		return nil, nil, fmt.Errorf("discriminator group name must match %s, got %q", modality, name)
	}
	if name == "default" {
		return nil, nil, fmt.Errorf("discriminator group name %q is reserved; name the modality otherwise", name)
	}
	field, _ := c.member()
	g := c.modes.group(c.parent, name)
	if g.discriminator != nil && g.discriminator != field {
		return nil, nil, fmt.Errorf("duplicate discriminator: %q (%s is one already); give each a modality of its own", name, g.discriminator.Name())
	}
	g.discriminator = field
	return nil, nil, nil
}

// ifMode is +k8s:ifMode(<mode>)=+<tag> (or (modality: <name>, mode:
// <mode>)): the wrapped tag's calls run on the field when the modality's
// discriminator has that value; in any mode no rule names, the field is
// forbidden. It records the rule and leaves a placeholder where the
// struct's checks go (placeModes writes them).
func ifMode(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if c.scope != onField || c.modes == nil || c.parent == nil {
		return nil, nil, errUnsupported{tg.name + " here (only directly on a struct field)"}
	}
	args := tg.args
	if err := checkArgs(args, "", "modality", "mode"); err != nil {
		return nil, nil, err
	}
	inner, _, err := wrapped(tg)
	if err != nil {
		return nil, nil, fmt.Errorf("missing required payload; write +%s(<mode>)=+<tag>", tg.name)
	}
	name, _ := argNamed(args, "modality")
	if name == "default" {
		return nil, nil, fmt.Errorf("discriminator group name %q is reserved", name)
	}
	value, ok := argNamed(args, "mode")
	if !ok {
		if value, ok = argNamed(args, ""); !ok {
			return nil, nil, fmt.Errorf("missing required mode; write +%s(<mode>)=+<tag>", tg.name)
		}
	}
	calls, err := innerCalls(tg, inner, c)
	if err != nil {
		return nil, nil, err
	}
	var kept []call
	for _, in := range calls {
		switch {
		case in.toParent, in.cohort != "", in.deferred:
			return nil, nil, errUnsupported{inner.name + " under " + tg.name}
		case !in.note:
			kept = append(kept, in)
		}
	}
	field, json := c.member()
	g := c.modes.group(c.parent, name)
	m := g.members[field.Name()]
	if m == nil {
		m = &modeMember{field: field, json: json, pos: tg.pos}
		g.members[field.Name()] = m
		if !g.firstRule.IsValid() {
			g.firstRule = tg.pos
		}
	}
	m.rules = append(m.rules, modeRule{value: value, calls: kept, level: level})
	return []call{{name: modePending, toParent: true}}, nil, nil
}

// placeModes puts the discriminated checks of named's modalities where the
// first placeholder is in its calls (by modality, then field, by name),
// and drops the others.
func placeModes(s modeSet, named *types.Named, calls []call) ([]call, *errAt) {
	first := slices.IndexFunc(calls, func(c call) bool { return c.name == modePending && c.pkg == "" })
	if first < 0 {
		return calls, nil
	}
	groups := s[named]
	names := make([]string, 0, len(groups))
	for name := range groups {
		names = append(names, name)
	}
	slices.Sort(names)
	var checks []call
	for _, name := range names {
		g := groups[name]
		if g.discriminator == nil {
			if len(g.members) == 0 {
				continue
			}
			what := "+k8s:modeDiscriminator"
			if name != "default" {
				what = fmt.Sprintf("+k8s:modeDiscriminator(modality: %q)", name)
			}
			return nil, &errAt{g.firstRule, fmt.Sprintf("%s: +k8s:ifMode: missing discriminator; mark the field that chooses the mode with %s", named.Obj().Name(), what)}
		}
		fields := make([]string, 0, len(g.members))
		for f := range g.members {
			fields = append(fields, f)
		}
		slices.Sort(fields)
		for _, f := range fields {
			cl, err := discriminated(named, g.discriminator, g.members[f])
			if err != nil {
				return nil, &errAt{g.members[f].pos, fmt.Sprintf("%s.%s: +k8s:ifMode: %v", named.Obj().Name(), f, err)}
			}
			checks = append(checks, cl)
		}
	}
	out := slices.Clone(calls[:first])
	out = append(out, allWithOptions(checks, calls[first])...)
	for _, c := range calls[first:] {
		if c.name != modePending || c.pkg != "" {
			out = append(out, c)
		}
	}
	delete(s, named)
	return out, nil
}

// discriminated is the validate.Discriminated call for one member field:
// its rules by mode (sorted), and ForbiddenX for any other mode, marked
// with the rules' level when they all share one.
func discriminated(parent *types.Named, disc *types.Var, m *modeMember) (call, error) {
	ft := m.field.Type()
	kind := valueKind(ft)
	if kind == "Struct" {
		return call{}, fmt.Errorf("discriminated member fields of struct type must be pointers")
	}
	forbidden := "Forbidden" + kind
	level := m.rules[0].level
	for _, r := range m.rules[1:] {
		if r.level != level {
			level = ""
		}
	}
	isBool := under(disc.Type()).(*types.Basic).Kind() == types.Bool
	byValue := map[string][]call{}
	var values []string
	for _, r := range m.rules {
		if _, seen := byValue[r.value]; !seen {
			values = append(values, r.value)
			byValue[r.value] = []call{}
		}
		for _, cl := range r.calls {
			if r.level != "" {
				cl.level = r.level
			}
			byValue[r.value] = append(byValue[r.value], cl)
		}
	}
	slices.Sort(values)
	literals := make([]string, len(values))
	for i, v := range values {
		if !isBool {
			literals[i] = strconv.Quote(v)
			continue
		}
		if v != "true" && v != "false" {
			return call{}, fmt.Errorf("invalid discriminator value %q: cannot parse %q as bool; write true or false", v, v)
		}
		literals[i] = v
	}
	nilable := nilableType(ft)
	ref := ""
	if !isNilable(ft) {
		ref = "&"
	}
	getValue := arg{render: func(e *emitter) string {
		return fmt.Sprintf("\nfunc(obj *%s) %s { return %sobj.%s }", e.typ(parent), e.typ(nilable), ref, m.field.Name())
	}}
	getDisc := arg{render: func(e *emitter) string {
		return fmt.Sprintf("\nfunc(obj *%s) %s { return obj.%s }", e.typ(parent), e.typ(disc.Type()), disc.Name())
	}}
	otherwiseCall := call{pkg: validatePkg, name: forbidden, level: level, emits: fails(errForbidden, "")}
	otherwise := arg{render: func(e *emitter) string {
		return e.multiWrapper([]call{otherwiseCall}, nilable)
	}}
	rules := arg{render: func(e *emitter) string {
		rule := fmt.Sprintf("%s[%s, %s]", e.id(validatePkg, "DiscriminatedRule"), e.typ(nilable), e.typ(disc.Type()))
		var b strings.Builder
		fmt.Fprintf(&b, "\n[]%s{\n", rule)
		// Upstream writes each element's type, which gofmt -s drops.
		for i, v := range values {
			fmt.Fprintf(&b, "\n{\nValue: %s,\nValidation: %s,\n},\n", literals[i], e.multiWrapper(byValue[v], nilable))
		}
		b.WriteString("}")
		return b.String()
	}}
	// Upstream's rules walk reaches the default Forbidden (a wrapper
	// argument) but not the per-mode rules (inside a slice literal).
	return call{pkg: validatePkg, name: "Discriminated",
		args: []arg{{text: strconv.Quote(m.json)}, getValue, getDisc, itemEqual(ft), otherwise, rules}, emits: beneath(otherwiseCall.emits, "."+m.json)}, nil
}

// multiWrapper is a function literal running calls on values of type t
// (nilable), as upstream's MultiWrapperFunction: in the calls' own order,
// returning after the last short-circuiting one if any reported.
func (e *emitter) multiWrapper(calls []call, t types.Type) string {
	var b strings.Builder
	b.WriteString(e.funcHead(t))
	fmt.Fprintf(&b, "errs := %s{}\n", e.id(fieldPkg, "ErrorList"))
	last := -1
	for i, c := range calls {
		if c.shortCircuit {
			last = i
		}
	}
	if last >= 0 {
		b.WriteString("earlyReturn := false\n")
	}
	for i, c := range calls {
		text := e.callText(c)
		switch {
		case c.shortCircuit:
			fmt.Fprintf(&b, "if e := %s; len(e) != 0 {\n", text)
			if !c.nonError {
				b.WriteString("errs = append(errs, e...)\n")
			}
			b.WriteString("earlyReturn = true\n}\n")
			if i == last {
				b.WriteString("if earlyReturn {\nreturn errs\n}\n")
			}
		case c.nonError:
			b.WriteString(text + "\n")
		default:
			fmt.Fprintf(&b, "errs = append(errs, %s...)\n", text)
		}
	}
	b.WriteString("return errs\n}")
	return b.String()
}

// valueKind names how a field's value is told unset, as the validators
// for each (RequiredSlice, ForbiddenPointer, ...) are named: Slice, Map,
// Pointer, Value, or Struct (a value struct, which cannot be).
func valueKind(t types.Type) string {
	switch under(t).(type) {
	case *types.Slice:
		return "Slice"
	case *types.Map:
		return "Map"
	case *types.Pointer:
		return "Pointer"
	case *types.Struct:
		return "Struct"
	}
	return "Value"
}
