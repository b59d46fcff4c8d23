package validation

import (
	"go/types"
	"strconv"
)

// An +k8s:ifEnabled/ifDisabled tag wraps each function its tag makes in
// validate.IfOption, the deferred ones too, once they are known: upstream
// wraps a deferred validation's result when it resolves it. Ours makes
// placeholders for those (the field's merged +k8s:update, a list's
// uniqueness check, a union's trigger, a struct's mode checks); the option
// rides on the placeholder and wraps whatever replaces it.

// optionWrap is one +k8s:ifEnabled(<option>) or +k8s:ifDisabled(<option>)
// around a call: t is the type of the values the call is passed (the
// parent struct's for calls made in the struct's validation), level the
// wrapper's own +k8s:alpha/beta.
type optionWrap struct {
	option  string
	enabled bool
	level   string
	t       types.Type
}

// apply is in passed to validate.IfOption. The wrapper keeps in's
// short-circuit and order (deferred) but not its cohort: upstream makes a
// new function, which runs with the field's others.
func (o optionWrap) apply(in call) call {
	return call{
		pkg: validatePkg, name: "IfOption",
		args:         []arg{{text: strconv.Quote(o.option)}, {text: strconv.FormatBool(o.enabled)}, wrapperFunc(in, o.t)},
		shortCircuit: in.shortCircuit, nonError: in.nonError, level: o.level, emits: in.emits, silent: in.silent,
		deferred: in.deferred || in.cohort != "", toParent: in.toParent,
		// A level left on a call passed by name is lost (innerlevel.go).
		lostLevel: in.lostLevel || in.level != "" && len(in.args) == 0 && !selfLeveled(in),
	}
}

// placeholder says in stands for calls made later, which its options
// wrap when they are.
func placeholder(in call) bool {
	return in.listCheck || in.union != nil || (in.pkg == "" && (in.name == updatePlaceholder || in.name == modePending))
}

// withOptions is cl wrapped in the options of p, the placeholder it
// replaces, innermost first; a note stays as it is (upstream keeps a
// wrapped tag's comments unwrapped).
func withOptions(cl, p call) call {
	if cl.note {
		return cl
	}
	for _, o := range p.options {
		cl = o.apply(cl)
	}
	return cl
}

// allWithOptions is withOptions on each of cls.
func allWithOptions(cls []call, p call) []call {
	if len(p.options) == 0 {
		return cls
	}
	out := make([]call, len(cls))
	for i, cl := range cls {
		out[i] = withOptions(cl, p)
	}
	return out
}

// selfLeveled says in marks its stability level itself (upstream's
// update reads the context's level): the mark stays on it under an
// option, and the option's IfOption is marked too. A list's checks take
// their level from the list's tags (listMeta), read at the same level.
func selfLeveled(in call) bool {
	return in.levelInside || (in.pkg == "" && in.name == updatePlaceholder)
}
