package validation

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/kubegen/kubegen/generators/tags"
)

// linter is upstream's always-on lint of the root types (unless the
// package says +k8s:validation-gen-nolint): a field that is not a struct
// and has validations, its own or its type's, must say whether it is
// optional. The stability rules of upstream's lint pass for every tag this
// step generates (all stable), and +k8s:alpha/beta nested under another
// tag is refused as a tag this step does not generate.
type linter struct {
	w      *walker
	linted map[types.Type]bool
	has    map[string]int // type key -> 0 unknown, 1 walking, 2 no, 3 yes
	errs   []*errAt
}

func newLinter(w *walker) *linter {
	return &linter{w: w, linted: map[types.Type]bool{}, has: map[string]int{}}
}

// chain are the tags whose value is another tag.
var chain = []string{"k8s:alpha", "k8s:beta", "k8s:eachVal", "k8s:eachKey", "k8s:ifEnabled", "k8s:ifDisabled", "k8s:ifMode", "k8s:item", "k8s:subfield"}

// inner is the tag a chain tag's value names, if any.
func inner(tg tagAt) (tagAt, bool) {
	if !slices.Contains(chain, tg.name) {
		return tagAt{}, false
	}
	in, _, err := wrapped(tg)
	return in, err == nil
}

// requiredness says whether the tags say optional, required or forbidden,
// themselves or through a chain tag.
func requiredness(tgs []tagAt) bool {
	for _, tg := range tgs {
		for {
			if tg.name == "k8s:optional" || tg.name == "k8s:required" || tg.name == "k8s:forbidden" {
				return true
			}
			in, ok := inner(tg)
			if !ok {
				break
			}
			tg = in
		}
	}
	return false
}

// validating says whether the tags validate, +k8s:optional and
// +k8s:opaqueType aside (through chain tags too).
func validating(tgs []tagAt) bool {
	for _, tg := range tgs {
		if tg.name == "k8s:optional" || tg.name == tags.OpaqueType {
			continue
		}
		if slices.Contains(chain, tg.name) {
			if in, ok := inner(tg); ok && slices.Contains(tags.Validators, in.name) && validating([]tagAt{in}) {
				return true
			}
			continue
		}
		return true
	}
	return false
}

// lintType lints t's fields, and the types they reach.
func (l *linter) lintType(t types.Type) {
	t = types.Unalias(t)
	if l.linted[t] {
		return
	}
	l.linted[t] = true
	if named, ok := t.(*types.Named); ok {
		doc, _ := l.w.src.TypeDocs(named.Obj().Pos())
		if len(tags.ExactValues(doc, tags.ValidationGenNolint)) > 0 {
			return
		}
		l.errs = append(l.errs, l.typeLint(named, doc)...)
		st, isStruct := named.Underlying().(*types.Struct)
		if !isStruct {
			l.lintType(named.Underlying())
			return
		}
		for i := range st.NumFields() {
			f := st.Field(i)
			pos := l.w.fset.Position(f.Pos())
			fieldTags := validatorTags(l.w.src.Doc(f.Pos()), pos)
			l.errs = append(l.errs, levelsInBetween(fieldTags, named.Obj().Name()+"."+f.Name())...)
			for _, msg := range stability(fieldTags, packageLevel(named.Obj().Pkg().Path())) {
				l.errs = append(l.errs, &errAt{pos, fmt.Sprintf("type %s: field %s: %s; write it as +k8s:alpha(since: \"<version>\")=+<tag> (or +k8s:beta for a beta tag; upstream's validation-gen lint fails on it too)", typeKey(named), f.Name(), msg)})
			}
			if msg := l.optionality(f.Type(), fieldTags); msg != "" {
				l.errs = append(l.errs, &errAt{pos, fmt.Sprintf("type %s: field %s: %s; add +k8s:optional or +k8s:required above the field (upstream's validation-gen lint fails on it too)", typeKey(named), f.Name(), msg)})
			}
			l.lintType(f.Type())
		}
		return
	}
	switch u := t.(type) {
	case *types.Slice:
		l.lintType(u.Elem())
	case *types.Array:
		l.lintType(u.Elem())
	case *types.Pointer:
		l.lintType(u.Elem())
	case *types.Map:
		l.lintType(u.Key())
		l.lintType(u.Elem())
	case *types.Struct:
		for i := range u.NumFields() {
			l.lintType(u.Field(i).Type())
		}
	}
}

// optionality is the requiredness rule for one field.
func (l *linter) optionality(t types.Type, fieldTags []tagAt) string {
	if _, isStruct := under(t).(*types.Struct); isStruct {
		return ""
	}
	if requiredness(fieldTags) {
		return ""
	}
	const msg = "field with validation must have +k8s:optional, +k8s:required or +k8s:forbidden"
	if validating(fieldTags) {
		return msg
	}
	typ, key, val := opacity(fieldTags)
	if !typ && l.transitive(t, key, val) {
		return msg
	}
	return ""
}

// opacity is what +k8s:opaqueType and eachKey/eachVal of it skip.
func opacity(tgs []tagAt) (typ, key, val bool) {
	for _, tg := range tgs {
		tg = tg.unleveled()
		switch {
		case tg.name == tags.OpaqueType:
			typ = true
		case tg.name == "k8s:eachKey" && !tg.emitable():
			key = true
		case tg.name == "k8s:eachVal" && !tg.emitable():
			val = true
		}
	}
	return typ, key, val
}

// transitive says whether a value of t has validations anywhere below it:
// its type's tags, or any field's, through lists, maps and pointers; the
// parts key and val say are opaque are skipped. A cycle counts as none.
func (l *linter) transitive(t types.Type, opaqueKey, opaqueVal bool) bool {
	t = types.Unalias(t)
	key := fmt.Sprintf("%s|%v|%v", typeKey(t), opaqueKey, opaqueVal)
	switch l.has[key] {
	case 1, 2:
		return false
	case 3:
		return true
	}
	l.has[key] = 1
	result := false
	if named, ok := t.(*types.Named); ok {
		doc, _ := l.w.src.TypeDocs(named.Obj().Pos())
		typeTags := validatorTags(doc, token.Position{})
		typ, k, v := opacity(typeTags)
		opaqueKey, opaqueVal = opaqueKey || k, opaqueVal || v
		switch {
		case typ:
		case emitting(typeTags):
			result = true
		default:
			result = l.transitiveShape(named.Underlying(), opaqueKey, opaqueVal)
		}
	} else {
		result = l.transitiveShape(t, opaqueKey, opaqueVal)
	}
	if result {
		l.has[key] = 3
	} else {
		l.has[key] = 2
	}
	return result
}

func (l *linter) transitiveShape(t types.Type, opaqueKey, opaqueVal bool) bool {
	switch u := t.(type) {
	case *types.Slice:
		return !opaqueVal && l.transitive(u.Elem(), false, false)
	case *types.Array:
		return !opaqueVal && l.transitive(u.Elem(), false, false)
	case *types.Map:
		return (!opaqueKey && l.transitive(u.Key(), false, false)) || (!opaqueVal && l.transitive(u.Elem(), false, false))
	case *types.Pointer:
		return l.transitive(u.Elem(), opaqueKey, opaqueVal)
	case *types.Struct:
		for i := range u.NumFields() {
			f := u.Field(i)
			ft := validatorTags(l.w.src.Doc(f.Pos()), token.Position{})
			if validating(ft) {
				return true
			}
			typ, k, v := opacity(ft)
			if !typ && l.transitive(f.Type(), k, v) {
				return true
			}
		}
	}
	return false
}

// emitting says whether the tags make code (a type's +k8s:minLength=0
// makes none: upstream counts it as no validation).
func emitting(tgs []tagAt) bool {
	for _, tg := range tgs {
		if tg.emitable() && !noMinimum(tg) {
			return true
		}
	}
	return false
}

// alphaTags are the validator tags generated so far whose stability is
// alpha: upstream's lint accepts them only under +k8s:alpha. betaTags are
// those accepted under +k8s:alpha or +k8s:beta.
var alphaTags = []string{"k8s:dependentRequired", "k8s:dependentForbidden", "k8s:monotonic", "k8s:neq",
	"k8s:validateTrue", "k8s:validateFalse", "k8s:validateError", "k8s:validateTrueAlpha"}
var betaTags = []string{"k8s:unionDiscriminator", "k8s:validateTrueBeta", "k8s:forbidden"}

// levels are the stability levels, lowest first.
var levels = []string{"Alpha", "Beta", "Stable"}

// packageLevel is the level of an unprefixed tag in a package, as
// upstream's lint reads it from the last element of its path: alpha in a
// v1alpha1 package, beta in a v1beta1 one, else stable.
func packageLevel(pkgPath string) string {
	last := pkgPath[strings.LastIndex(pkgPath, "/")+1:]
	switch {
	case strings.Contains(last, "alpha"):
		return "Alpha"
	case strings.Contains(last, "beta"):
		return "Beta"
	}
	return "Stable"
}

// stability is upstream's stability lint for the tags generated so far: a
// tag whose level is below the level it is used in (+k8s:alpha's or
// +k8s:beta's, else the package's).
func stability(tgs []tagAt, pkgLevel string) []string {
	var msgs []string
	for _, tg := range tgs {
		level := pkgLevel
		switch tg.name {
		case "k8s:alpha":
			level = "Alpha"
		case "k8s:beta":
			level = "Beta"
		}
		// Under a feature option, beta tags need no +k8s:beta (upstream
		// relaxes a stable context there).
		if in := tg.unleveled(); (in.name == "k8s:ifEnabled" || in.name == "k8s:ifDisabled") && level == "Stable" {
			level = "Beta"
		}
		// The wrapped tag and each it wraps in turn (+k8s:subfield=..., ...).
		for in, ok := tg.unleveled(), true; ok; in, ok = inner(in) {
			tagLevel := "Stable"
			switch {
			case slices.Contains(alphaTags, in.name):
				tagLevel = "Alpha"
			case slices.Contains(betaTags, in.name):
				tagLevel = "Beta"
			}
			if slices.Index(levels, tagLevel) < slices.Index(levels, level) {
				msgs = append(msgs, fmt.Sprintf("tag %q with stability level %q cannot be used in %s validation", in.name, tagLevel, level))
				break
			}
		}
	}
	return msgs
}
