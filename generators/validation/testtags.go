package validation

import (
	"fmt"
	"go/types"
	"strings"
)

// testTags are upstream's test validators: validateTrue and validateFalse
// always pass or fail (validate.FixedResult), validateTrueAlpha and
// validateTrueBeta pass at those stability levels, validateError fails the
// generation.
var testTags = map[string]bool{"k8s:validateTrue": true, "k8s:validateFalse": false, "k8s:validateTrueAlpha": true, "k8s:validateTrueBeta": true}

// fixedResult is one of the test tags: FixedResult with the tag's result
// and its string payload, shaped by the arguments flags: "ShortCircuit",
// "NonError" (comma-separated), typeArg: "<type>" (written as the call's
// type argument, a pointer) and cohort: "<name>".
func fixedResult(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	if tg.name == "k8s:validateError" {
		return nil, nil, fmt.Errorf("forced error: %q", tg.value)
	}
	if k := payloadKind(tg); k != "" && k != "string" {
		return nil, nil, fmt.Errorf("tag value has wrong type: got %s, want string", k)
	}
	cl := call{pkg: validatePkg, name: "FixedResult", level: level}
	for _, a := range tg.args {
		if a.Name != "flags" && a.Name != "typeArg" && a.Name != "cohort" {
			return nil, nil, fmt.Errorf("unrecognized named argument %q; use flags, typeArg or cohort", a)
		}
		v := a.Value
		switch a.Name {
		case "flags":
			for _, fl := range strings.Split(v, ",") {
				switch strings.TrimSpace(fl) {
				case "ShortCircuit":
					cl.shortCircuit = true
				case "NonError":
					cl.nonError = true
				default:
					return nil, nil, fmt.Errorf("can't decode tag payload: unknown flag: %q", strings.TrimSpace(fl))
				}
			}
		case "typeArg":
			if v == "" {
				continue
			}
			if c.item != "" {
				return nil, nil, errUnsupported{tg.name + "(typeArg) under k8s:eachVal/eachKey"}
			}
			ta, err := typeArg(v)
			if err != nil {
				return nil, nil, err
			}
			// FixedResult's value and old value are of the type argument:
			// another type than the one the check is passed does not build
			// (upstream writes it anyway).
			if want, got := nilable(c.t), "*"+strings.TrimPrefix(v, "*"); got != want {
				return nil, nil, fmt.Errorf("typeArg %q is not the type this check is passed (%s), so the generated call would not build; write typeArg: %q or leave typeArg out", v, want, strings.TrimPrefix(want, "*"))
			}
			cl.typeArgs = append(cl.typeArgs, ta)
		case "cohort":
			cl.cohort = v
		}
	}
	if cl.nonError && !cl.shortCircuit {
		// Upstream writes such a call without a statement around it, which
		// does not build.
		return nil, nil, fmt.Errorf("flags: NonError needs ShortCircuit too (upstream's output would not build); write flags: \"ShortCircuit,NonError\"")
	}
	result := "true"
	if !testTags[tg.name] {
		result = "false"
	}
	msg := ""
	if payloadKind(tg) == "string" {
		msg = tg.value
	}
	cl.args = []arg{{text: result}, {text: fmt.Sprintf("%q", msg)}}
	if result == "false" {
		cl.emits = fails(errInvalid, "validateFalse")
	} else {
		cl.silent = true // upstream declares nothing for a check that passes
	}
	return []call{cl}, nil, nil
}

// typeArg is FixedResult's type argument for a typeArg value: a pointer to
// the type named by its full path (<import path>.<Name>) or a builtin,
// with or without a leading "*".
// Upstream writes anything else as "unnameable_", which does not build.
func typeArg(v string) (arg, error) {
	v = strings.TrimPrefix(v, "*") // always passed as a pointer
	if i := strings.LastIndex(v, "."); i > 0 {
		pkg, name := v[:i], v[i+1:]
		return arg{render: func(e *emitter) string { return "*" + e.id(pkg, name) }}, nil
	}
	if obj, ok := types.Universe.Lookup(v).(*types.TypeName); ok && obj != nil {
		return arg{text: "*" + v}, nil
	}
	return arg{}, fmt.Errorf("typeArg %q names no type upstream can write (it writes unnameable_, which does not build); write the type's full path, e.g. typeArg: \"k8s.io/api/core/v1.PodSpec\", or a builtin such as int", v)
}

// typeArgList is a call's type arguments as written after its name.
func (e *emitter) typeArgList(args []arg) string {
	if len(args) == 0 {
		return ""
	}
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = e.arg(a)
	}
	return "[" + strings.Join(out, ",") + "]"
}
