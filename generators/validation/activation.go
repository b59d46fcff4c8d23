package validation

import (
	"go/token"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/tags"
)

// activation is what a package's tags ask of validation-gen.
type activation struct {
	enabled bool
	// criteria are the +k8s:validation-gen values: "*", TypesWithField=X,
	// TypesWithSuffix=X.
	criteria []string
	pos      token.Position // of the first +k8s:validation-gen line
	// input is the package declaring the types (+k8s:validation-gen-input),
	// the package itself by default.
	input    string
	inputPos token.Position
	// register is false under +k8s:validation-gen-scheme-registry=nil.
	register bool
	// scheme is the registry RegisterValidations takes.
	scheme schemeRegistry
	// lines are the package tag lines read, for the other package tags.
	lines []tags.Line
}

// activation reads p's package tags as upstream's apidefinitions.Identify
// does: a "false" value opts the package out, any other enables it; at
// most one input package, and no relative one. ok is false when a tag is
// wrong (reported).
func (r *run) activation(p *load.Package) (act activation, ok bool) {
	act.input, act.register, act.scheme = p.PkgPath, true, defaultScheme
	read, ignored := tags.ReadPackageLines(tags.PackageLines(p.Fset, p.Files), r.g.PackageComments)
	act.lines = read
	for _, l := range tags.IgnoredTags(read, ignored, tags.ValidationGen, tags.ValidationGenInput) {
		name, _, _, _ := tags.Split(l.Text)
		r.diags.Warn(l.Pos, p.PkgPath, "%s", tags.IgnoredOutsideDocGo(name, Generator))
	}
	optedOut := false
	for _, l := range tags.PosValues(read, tags.ValidationGen) {
		v := l.Text
		if act.pos.Filename == "" {
			act.pos = l.Pos
		}
		if v == "false" {
			optedOut = true
			continue
		}
		act.criteria = append(act.criteria, v)
	}
	act.enabled = !optedOut && len(act.criteria) > 0
	inputs := tags.PosValues(read, tags.ValidationGenInput)
	switch {
	case len(inputs) > 1:
		r.diags.Add(inputs[1].Pos, p.PkgPath, "+%s is given %d times; keep one", tags.ValidationGenInput, len(inputs))
		return act, false
	case len(inputs) == 1:
		v := inputs[0].Text
		if strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") {
			r.diags.Add(inputs[0].Pos, p.PkgPath, "+%s=%s: a relative path is not supported; write the package's full import path", tags.ValidationGenInput, v)
			return act, false
		}
		act.input, act.inputPos = v, inputs[0].Pos
	}
	if !act.enabled {
		return act, true
	}
	if len(act.criteria) == 1 && act.criteria[0] == "" {
		r.diags.Add(act.pos, p.PkgPath, "+%s is given no value; write +%s=* (every exported type), +%s=TypesWithField=TypeMeta or +%s=TypesWithSuffix=<suffix>", tags.ValidationGen, tags.ValidationGen, tags.ValidationGen, tags.ValidationGen)
		return act, false
	}
	for _, c := range act.criteria {
		if c == "*" {
			continue
		}
		prefix, val, found := strings.Cut(c, "=")
		if !found || (prefix != "TypesWithField" && prefix != "TypesWithSuffix") {
			r.diags.Add(act.pos, p.PkgPath, "+%s=%s: unknown value; write *, TypesWithField=<field name> or TypesWithSuffix=<type name suffix>", tags.ValidationGen, c)
			return act, false
		}
		if val == "" {
			r.diags.Add(act.pos, p.PkgPath, "+%s=%s: the value names nothing; write %s=<name>", tags.ValidationGen, c, prefix)
			return act, false
		}
	}
	schemes := tags.PosValues(read, tags.ValidationGenScheme)
	if len(schemes) > 1 {
		r.diags.Add(schemes[1].Pos, p.PkgPath, "+%s is given %d times; keep one", tags.ValidationGenScheme, len(schemes))
		return act, false
	}
	if len(schemes) == 1 {
		v := schemes[0].Text
		act.register = v != "nil"
		if act.register {
			s, ok := parseSchemeRegistry(v)
			if !ok {
				r.diags.Add(schemes[0].Pos, p.PkgPath, "+%s=%s: the value names no type of a package (upstream's file would register with *unnameable_ and not build); write <import path>.<type name>", tags.ValidationGenScheme, v)
				return act, false
			}
			act.scheme = s
		}
	}
	return act, true
}

// selects reports whether a package's criteria select a type with this
// name and these field names, before the type's own opt-in or opt-out.
func (a activation) selects(name string, fields []string) bool {
	for _, c := range a.criteria {
		if c == "*" {
			return true
		}
		if f, ok := strings.CutPrefix(c, "TypesWithField="); ok && slices.Contains(fields, f) {
			return true
		}
		if s, ok := strings.CutPrefix(c, "TypesWithSuffix="); ok && strings.HasSuffix(name, s) {
			return true
		}
	}
	return false
}

// typeSwitch is a type's own +k8s:validation-gen: "true", "false", or ""
// when its comment does not say exactly one of them (upstream compares
// the whole list of values).
func typeSwitch(lines []string) string {
	vals := tags.Values(lines, tags.ValidationGen)
	if len(vals) == 1 && (vals[0] == "true" || vals[0] == "false") {
		return vals[0]
	}
	return ""
}
