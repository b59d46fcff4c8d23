package model

import (
	"reflect"
	"strconv"

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
	j, ok := reflect.StructTag(tag).Lookup("json")
	if ok && j != "-" {
		return
	}
	have := "has no json tag"
	if ok {
		have = `is tagged json:"-"`
	}
	b.diags.Add(p.Fset.Position(f.Pos()), subject, "the embedded metav1.%s %s, so its apply configuration would lack the fields its generated code sets; write metav1.%s `%s`", name, have, name, want)
}
