package model

import (
	"strconv"

	"github.com/kubegen/kubegen/generators/gotype"
	"github.com/kubegen/kubegen/generators/load"
)

// checkMetaJSONTag reports an embedded metav1.TypeMeta or ObjectMeta (by
// value) without a json tag, or tagged "-", on a kind that gets an apply
// configuration. applyconfiguration-gen skips fields without a json tag,
// yet the kind's configuration still calls WithKind/WithAPIVersion
// (TypeMeta) and WithName (ObjectMeta) on what it skipped: the generated
// tree would not build. want is the tag to write.
func (b *builder) checkMetaJSONTag(p *load.Package, d typeDecl, name, want, subject string) {
	f := d.field(name)
	if f == nil || len(f.Names) > 0 {
		return
	}
	tag := ""
	if f.Tag != nil {
		tag, _ = strconv.Unquote(f.Tag.Value)
	}
	j := gotype.ParseJSONTag(tag)
	if j.Present && j.Value != "-" {
		return
	}
	have := "has no json tag"
	if j.Present {
		have = `is tagged json:"-"`
	}
	b.diags.Add(p.Fset.Position(f.Pos()), subject, "the embedded metav1.%s %s, so its apply configuration would lack the fields its generated code sets; write metav1.%s `%s`", name, have, name, want)
}
