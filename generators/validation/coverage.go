package validation

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"path"
	"regexp"
	"strings"
)

// Upstream's coverage fixtures list, per API kind, the field errors its
// generated validations can report (a declared rule: the field path, the
// field.ErrorType and the origin); k8s.io/kubernetes' tests then check
// each is exercised. This file is where those rules come from: every
// validator call declares what it reports (emits), and the walk below
// gathers them as upstream's collectRules does. fixtures.go writes them.
//
// Adding a validator: give each call it builds its emissions where the
// call is built, in one line, as upstream's WithEmits does for it, e.g.
//
//	call{pkg: validatePkg, name: "Update", ..., emits: fails(errInvalid, "update")}
//
// (failsAt when the runtime appends to the path, as a uniqueness check's
// "[*]"; beneath(in.emits, fragment) when a call wraps another's, as
// eachVal's "[*]" and subfield's ".<name>"; silent: true when it reports
// nothing that can be declared, as a hand-written function). A call that
// can fail and declares nothing is an error when fixtures are written,
// and in every test of this package (checkEmissions).

// emission is one field error a validator call reports when it fails
// (upstream's validators.Emission): its field.ErrorType, its origin ("" for
// none) and what the runtime appends to the field's path before reporting.
type emission struct {
	errType, origin, suffix string
}

// The field.ErrorType values validators report (k8s.io/apimachinery's
// util/validation/field).
const (
	errRequired     = "FieldValueRequired"
	errDuplicate    = "FieldValueDuplicate"
	errInvalid      = "FieldValueInvalid"
	errNotSupported = "FieldValueNotSupported"
	errForbidden    = "FieldValueForbidden"
	errTooLong      = "FieldValueTooLong"
	errTooMany      = "FieldValueTooMany"
	errTooFew       = "FieldValueTooFew"
	errTooShort     = "FieldValueTooShort"
)

// fails is the emission of a call reporting errType with origin at the
// path it is given.
func fails(errType, origin string) []emission { return []emission{{errType, origin, ""}} }

// failsAt is fails at the given path plus suffix.
func failsAt(errType, origin, suffix string) []emission {
	return []emission{{errType, origin, suffix}}
}

// beneath is a wrapped call's emissions as its wrapper reports them: each
// path lengthened by what the wrapper adds before the call (upstream's
// WrapperFunction.PathFragment).
func beneath(in []emission, fragment string) []emission {
	out := make([]emission, len(in))
	for i, e := range in {
		out[i] = emission{e.errType, e.origin, fragment + e.suffix}
	}
	return out
}

// checkEmissions makes every run gather the rules of every root type,
// so that a call declaring no emissions fails the run even when no
// fixtures are asked for; the package's tests set it.
var checkEmissions = false

// rule is one declared field error of a kind.
type rule struct{ errType, origin string }

// fieldRules are a kind's declared errors by field path.
type fieldRules map[string][]rule

// rulesWalk gathers one root type's rules, as upstream's collectRules:
// a depth-first walk of the type graph in which a type already on the
// path is not entered again (recursion), opaque fields and types are not
// entered, and list and map values are below "[*]", map keys at the map.
type rulesWalk struct {
	w     *walker
	rules fieldRules
	onWay map[*node]bool
	err   *errAt
}

// rulesOf is root's rules, or an error where a call declares no
// emissions or the walk reaches what this step does not generate.
func (w *walker) rulesOf(root *node) (fieldRules, *errAt) {
	rw := &rulesWalk{w: w, rules: fieldRules{}, onWay: map[*node]bool{}}
	rw.node(root, "", false, false)
	return rw.rules, rw.err
}

func (rw *rulesWalk) record(at, where string, pos token.Position, calls []call) {
	for _, c := range calls {
		switch {
		case c.note, c.silent:
			continue
		case len(c.emits) == 0 && c.nonError:
			// optional: its result is no error. (A failing test tag
			// flagged NonError still declares its rule, as upstream's.)
			continue
		case len(c.emits) == 0:
			if rw.err == nil {
				rw.err = &errAt{pos, fmt.Sprintf("internal error: the call of %s.%s for %s declares no emissions, so the coverage fixtures would leave its errors out; declare them where the call is built (generators/validation/coverage.go says how)", path.Base(c.pkg), c.name, where)}
			}
			continue
		}
		for _, e := range c.emits {
			p := at + e.suffix
			rw.rules[p] = append(rw.rules[p], rule{e.errType, e.origin})
		}
	}
}

func (rw *rulesWalk) refused(r *refusal) {
	if rw.err == nil {
		rw.err = &errAt{r.pos, fmt.Sprintf("+%s: kubegen's validation-gen does not generate this yet, so it cannot list its errors in the coverage fixtures (docs/validation-gen.md lists what it generates)", r.tag)}
	}
}

func (rw *rulesWalk) node(n *node, at string, skipElem, skipKey bool) {
	if n == nil || rw.onWay[n] {
		return
	}
	rw.onWay[n] = true
	defer delete(rw.onWay, n)
	pos := token.Position{}
	if named, ok := n.t.(*types.Named); ok {
		pos = rw.w.fset.Position(named.Obj().Pos())
	}
	if n.bad != nil {
		rw.refused(n.bad)
	}
	rw.record(at, n.name, pos, n.calls)
	for _, tg := range n.tags {
		if tg.unleveled().name == "k8s:opaqueType" {
			return
		}
	}
	skipElem = skipElem || n.opaqueVal
	skipKey = skipKey || n.opaqueKey
	for _, c := range n.fields {
		rw.child(c, joinPath(at, c.json), n.name+"."+c.name)
	}
	if n.elem != nil && !skipElem {
		rw.node(n.elem, joinPath(at, "[*]"), false, false)
	}
	if n.key != nil && !skipKey {
		rw.node(n.key, at, false, false)
	}
}

func (rw *rulesWalk) child(c *child, at, where string) {
	if c.bad != nil {
		rw.refused(c.bad)
	}
	rw.record(at, where, c.pos, c.calls)
	opaqueKey := false
	for _, tg := range c.tags {
		switch tg = tg.unleveled(); {
		case tg.name == "k8s:opaqueType":
			return
		case tg.name == "k8s:eachKey" && !tg.emitable():
			opaqueKey = true
		}
	}
	n := c.node
	if n == nil {
		return
	}
	// A field's eachVal/eachKey=+k8s:opaqueType leaves its values or keys
	// out; its type's own tags are read again where the type is entered.
	rw.node(n, at, c.opaqueVal(), opaqueKey)
}

// joinPath adds seg to a field path: nothing for an inline field (no
// JSON name), "[*]" without a dot.
func joinPath(base, seg string) string {
	switch {
	case seg == "":
		return base
	case base == "":
		return seg
	case strings.HasPrefix(seg, "["):
		return base + seg
	}
	return base + "." + seg
}

// apiVersion matches the package names upstream takes for API versions
// (v1, v1alpha1, v2beta3): only those packages' kinds get fixtures.
var apiVersion = regexp.MustCompile(`^v\d+(alpha\d+|beta\d+)?$`)

// groupOf is an API package's group as upstream reads it: its GroupName
// constant, else its import path.
func groupOf(p *types.Package) string {
	if k, ok := p.Scope().Lookup("GroupName").(*types.Const); ok {
		if k.Val().Kind() == constant.String {
			return constant.StringVal(k.Val())
		}
		return k.Val().String()
	}
	return p.Path()
}
