package validation

import (
	"fmt"
	"go/types"
)

// typeLint is upstream's lint of a type's own comment, which its linter
// reads as it reads a field's: the stability rule (an alpha or beta tag
// outside +k8s:alpha/beta in a package of a higher level) and
// +k8s:alpha/beta nested under another tag. The requiredness rule is a
// field's only.
func (l *linter) typeLint(named *types.Named, doc []string) []*errAt {
	typeTags := validatorTags(doc, l.w.fset.Position(named.Obj().Pos()))
	out := levelsInBetween(typeTags, named.Obj().Name())
	for _, tg := range typeTags {
		for _, msg := range stability([]tagAt{tg}, packageLevel(named.Obj().Pkg().Path())) {
			out = append(out, &errAt{tg.pos, fmt.Sprintf("type %s: %s; write it as +k8s:alpha(since: \"<version>\")=+<tag> (or +k8s:beta for a beta tag; upstream's validation-gen lint fails on it too)", typeKey(named), msg)})
		}
	}
	return out
}
