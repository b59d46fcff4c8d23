package validation

import (
	"fmt"
	"go/token"
	"go/types"
	"strconv"

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
	// Upstream adds the member's own short-circuiting tags to the cohort;
	// that is not generated yet, so a member with tags (or a default,
	// which turns optional into required) is refused.
	sub := tagCtx{scope: onField, t: member.Type(), canonical: c.canonical, custom: c.custom}
	if c.memberDoc != nil {
		doc, at := c.memberDoc(member)
		if len(validatorTags(doc, at)) > 0 {
			return nil, nil, errUnsupported{"k8s:subfield naming a field with validation tags of its own"}
		}
		sub.defaults = tags.ExactValues(doc, tags.Default)
	}
	if !supportedTag(inner.name) {
		return nil, nil, errUnsupported{inner.name + " under k8s:subfield"}
	}
	if isUnionTag(inner.unleveled().name) {
		return subfieldUnion(inner, c, sub, member, level)
	}
	calls, vars, err := validations(inner, sub, level)
	if err != nil {
		return nil, nil, err
	}
	if len(vars) > 0 {
		return nil, nil, errUnsupported{inner.name + " under k8s:subfield"}
	}
	structType := nilableType(c.t)
	fieldType, ref := member.Type(), ""
	if !isNilable(fieldType) {
		fieldType, ref = types.NewPointer(fieldType), "&"
	}
	equiv := itemEqual(member.Type())
	getter := arg{render: func(e *emitter) string {
		return fmt.Sprintf("\nfunc(o %s) %s { return %so.%s }", e.typ(structType), e.typ(fieldType), ref, member.Name())
	}}
	out := make([]call, 0, len(calls))
	for _, in := range calls {
		if in.comment != "" || in.note || in.toParent || in.cohort != "" || in.listCheck {
			return nil, nil, errUnsupported{inner.name + " under k8s:subfield"}
		}
		out = append(out, call{
			pkg: validatePkg, name: "Subfield",
			args:         []arg{{text: strconv.Quote(name)}, getter, equiv, itemFunc(in, member.Type())},
			shortCircuit: in.shortCircuit, nonError: in.nonError, level: in.level, deferred: in.deferred,
			cohort: name, emits: beneath(in.emits, "."+name), silent: in.silent,
		})
	}
	return out, nil, nil
}

// memberDocFunc reads a struct field's comment and where it is written.
type memberDocFunc func(f *types.Var) ([]string, token.Position)
