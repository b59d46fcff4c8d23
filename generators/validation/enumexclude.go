package validation

import (
	"cmp"
	"fmt"
	"go/types"
	"slices"
	"strconv"
	"strings"
)

// exclusion is one +k8s:ifEnabled(<option>)=+k8s:enumExclude (when true)
// or +k8s:ifDisabled(...) on an enum constant: the value is not allowed
// while the option is enabled (disabled).
type exclusion struct {
	option string
	when   bool
}

// constTags reads the validator tags on a constant as upstream does (it
// checks every constant's tags): only +k8s:enumExclude, and
// +k8s:ifEnabled/ifDisabled(<option>) over it, are allowed there. It says
// whether the constant is left out of its enum, and under which options.
func constTags(tgs []tagAt) (bool, []exclusion, *errAt) {
	excluded := false
	var out []exclusion
	for _, tg := range tgs {
		switch tg.name {
		case "k8s:enumExclude":
			if tg.value != "" || len(tg.args) > 0 {
				return false, nil, &errAt{tg.pos, fmt.Sprintf("+%s takes no arguments and no value", tg.name)}
			}
			excluded = true
		case "k8s:ifEnabled", "k8s:ifDisabled":
			args, err := tg.args, tg.err
			if err == nil {
				err = checkArgs(args, "")
			}
			option, ok := argNamed(args, "")
			if err == nil && !ok {
				err = fmt.Errorf("missing required option name positional argument; write +%s(<option>)=+k8s:enumExclude", tg.name)
			}
			inner, _, werr := wrapped(tg)
			if err == nil {
				err = werr
			}
			if err != nil {
				return false, nil, &errAt{tg.pos, fmt.Sprintf("+%s: %v", tg.name, err)}
			}
			if inner.name != "k8s:enumExclude" {
				// Upstream checks a nested option tag but excludes nothing
				// for it.
				if _, _, e := constTags([]tagAt{inner}); e != nil {
					return false, nil, e
				}
				continue
			}
			out = append(out, exclusion{option: option, when: tg.name == "k8s:ifEnabled"})
		default:
			return false, nil, &errAt{tg.pos, fmt.Sprintf("tag %q cannot be specified on constant values; only +k8s:enumExclude, +k8s:ifEnabled(<option>)=+k8s:enumExclude and +k8s:ifDisabled(<option>)=+k8s:enumExclude are", tg.name)}
		}
	}
	return excluded, out, nil
}

// exclusionsVar is the variable listing an enum's conditional exclusions
// (upstream's exclusionsFor<Type>), by value name, each value's those of
// disabled options first, then by option; ok is false without any.
func exclusionsVar(named *types.Named, values []arg, excl map[string][]exclusion) (variable, bool) {
	type rule struct {
		value arg
		exclusion
	}
	var rules []rule
	for _, v := range values {
		ex := slices.Clone(excl[v.name])
		slices.SortFunc(ex, func(a, b exclusion) int {
			if a.when != b.when {
				if a.when {
					return 1
				}
				return -1
			}
			return cmp.Compare(a.option, b.option)
		})
		for _, x := range ex {
			rules = append(rules, rule{v, x})
		}
	}
	if len(rules) == 0 {
		return variable{}, false
	}
	return variable{name: "exclusionsFor" + named.Obj().Name(), render: func(e *emitter) string {
		var b strings.Builder
		// Upstream writes each element's type, which gofmt -s drops.
		fmt.Fprintf(&b, "\n[]%s[%s]{\n", e.id(validatePkg, "EnumExclusion"), e.typ(named))
		for _, r := range rules {
			fmt.Fprintf(&b, "\n{\nValue: %s,\nOption: %s,\nExcludeWhen: %t,\n},\n", e.arg(r.value), strconv.Quote(r.option), r.when)
		}
		b.WriteString("}")
		return b.String()
	}}, true
}
