package validation

import (
	"fmt"
	"go/types"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// checkArgs is upstream's check of a tag's arguments against what the tag
// takes: each a string, by name ("" is the positional one).
func checkArgs(args []tags.Arg, takes ...string) error {
	for _, a := range args {
		if !slices.Contains(takes, a.Name) {
			if a.Name == "" {
				return fmt.Errorf("takes no positional argument (got %q); name it, e.g. %s: %q", a.Value, takes[0], a.Value)
			}
			if takes[0] == "" && len(takes) == 1 {
				return fmt.Errorf("unrecognized named argument %q; write the value alone: (%s)", a.Name, a.Value)
			}
			return fmt.Errorf("unrecognized named argument %q; it takes %s", a.Name, strings.Join(slices.DeleteFunc(slices.Clone(takes), func(s string) bool { return s == "" }), ", "))
		}
		if a.Type != tags.ArgString {
			return fmt.Errorf("argument %q has wrong type: got %s, want string; quote it", a.Value, a.Type)
		}
	}
	return nil
}

// argNamed is the argument called name ("" for the positional one).
func argNamed(args []tags.Arg, name string) (string, bool) {
	for _, a := range args {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// ifOption is +k8s:ifEnabled(<option>)=+<tag> and +k8s:ifDisabled(...):
// each call of the wrapped tag goes through validate.IfOption, which runs
// it only when the option is enabled (disabled). The call keeps the wrapped
// one's short-circuit; a wrapping +k8s:alpha/beta marks IfOption.
func ifOption(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	args := tg.args
	if err := checkArgs(args, ""); err != nil {
		return nil, nil, err
	}
	option, ok := argNamed(args, "")
	if !ok {
		return nil, nil, fmt.Errorf("missing required option name positional argument; write +%s(<option>)=+<tag>", tg.name)
	}
	inner, _, err := wrapped(tg)
	if err != nil {
		return nil, nil, err
	}
	// The variables the wrapped tag declares (an enum's) are the
	// package's, wrapped or not.
	calls, vars, err := innerCallsAt(tg, inner, c, level)
	if err != nil {
		return nil, nil, err
	}
	out := make([]call, 0, len(calls))
	for _, in := range calls {
		if level != "" && in.level == level && !selfLeveled(in) {
			// A level before the option marks IfOption, not what it
			// wraps (one after it does, read as the wrapped tag's).
			in.level = ""
		}
		wrap := optionWrap{option: option, enabled: tg.name == "k8s:ifEnabled", level: level, t: c.t}
		if in.toParent {
			// Calls made in the struct's validation are passed the struct.
			wrap.t = types.NewPointer(c.parent)
		}
		switch {
		case in.note:
			out = append(out, in)
		case in.later != nil:
			// A subfield's list checks, made once its keys are read.
			later, w := in.later, wrap
			in.later = func() ([]call, *errAt) {
				cs, err := later()
				for i := range cs {
					cs[i] = w.apply(cs[i])
				}
				return cs, err
			}
			out = append(out, in)
		case placeholder(in):
			in.options = append(slices.Clone(in.options), wrap)
			out = append(out, in)
		default:
			out = append(out, wrap.apply(in))
		}
	}
	return out, vars, nil
}

// innerCalls are the calls of the tag inner that tg (+k8s:ifMode) wraps,
// in tg's context; tags that shape the field rather than make a call
// (notUnder), and those declaring variables, are refused.
func innerCalls(tg, inner tagAt, c tagCtx) ([]call, error) {
	calls, vars, err := innerCallsAt(tg, inner, c, "")
	if err == nil && len(vars) > 0 {
		return nil, errUnsupported{inner.name + " under " + tg.name}
	}
	return calls, err
}

// innerCallsAt is innerCalls read at the stability level of a
// +k8s:alpha/beta before tg, which the validators that mark their own
// level (selfLeveled) keep inside tg's wrapper too, as upstream's.
func innerCallsAt(tg, inner tagAt, c tagCtx, level string) ([]call, []variable, error) {
	switch name := inner.unleveled().name; {
	case !supportedTag(name), slices.Contains(notUnder(tg.name), name):
		return nil, nil, errUnsupported{name + " under " + tg.name}
	}
	return validations(inner, c, level)
}

// notUnder are the tags an option or mode tag (wrapper) does not wrap
// here. +k8s:ifEnabled/ifDisabled wraps what the tags shaping a field make
// in the end (optionwrap.go); +k8s:ifMode only calls, run on its field.
func notUnder(wrapper string) []string {
	if wrapper == "k8s:ifMode" {
		return []string{"k8s:listType", "k8s:listMapKey", "k8s:subfield", "k8s:eachVal", "k8s:eachKey",
			"k8s:modeDiscriminator", "k8s:ifMode", "k8s:dependentRequired", "k8s:dependentForbidden"}
	}
	return nil
}

// wrapperFunc is in passed as a validation function on values of t, as
// upstream's WrapperFunction: its name when it takes no arguments of its
// own (with its comments before it), else a function literal calling it.
func wrapperFunc(in call, t types.Type) arg {
	return arg{render: func(e *emitter) string {
		if len(in.args) == 0 {
			var b strings.Builder
			if in.comment != "" {
				fmt.Fprintf(&b, "// %s\n", in.comment)
			}
			b.WriteString(e.fn(in.pkg, in.name))
			return b.String()
		}
		head := e.funcHead(nilableType(t))
		return head + "return " + e.callText(in) + "\n}"
	}}
}

// funcHead opens a function literal of a validator's signature on values
// of t (already nilable), as the wrappers and iterators are passed.
func (e *emitter) funcHead(t types.Type) string {
	return fmt.Sprintf("\nfunc(ctx %s, op %s, fldPath *%s, obj, oldObj %s) %s {\n", e.id("context", "Context"), e.id(operationPkg, "Operation"),
		e.id(fieldPkg, "Path"), e.typ(t), e.id(fieldPkg, "ErrorList"))
}

// nilableType is t when nil is one of its values, else a pointer to it.
func nilableType(t types.Type) types.Type {
	if isNilable(t) {
		return t
	}
	return types.NewPointer(t)
}

// levelsInBetween is upstream's lint rule that +k8s:alpha/beta only
// starts a chain of tags (+k8s:ifEnabled(X)=+k8s:beta=+...,
// +k8s:eachVal=+k8s:alpha=+... are errors unless the package is
// +k8s:validation-gen-nolint, where they are generated, innerlevel.go):
// an error per tag breaking it.
func levelsInBetween(tgs []tagAt, subject string) []*errAt {
	var out []*errAt
	for _, tg := range tgs {
		at := tg.pos
		for depth := 0; depth < 16; depth++ {
			in, ok := inner(tg)
			if !ok {
				break
			}
			if isLevel(in) {
				fix := fmt.Sprintf("write it first: +%s=+%s=...", in.name, tagHead(tg))
				if isLevel(tg) {
					fix = "write one level tag"
				}
				out = append(out, &errAt{at, fmt.Sprintf("%s: +%s: tag %q can't be used in between; %s (upstream's validation-gen lint fails on it too)", subject, tg.name, in.name, fix)})
				break
			}
			tg = in
		}
	}
	return out
}
