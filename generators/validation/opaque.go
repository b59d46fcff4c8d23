package validation

import (
	"go/types"

	"github.com/kubegen/kubegen/generators/tags"
)

// opaqueField says whether a field is +k8s:opaqueType, on itself or on
// its (non-pointer) type. Upstream records both kinds of tag as it reads
// them and asks this of a field's +k8s:subfield: on an opaque one the
// subfield does not take the named member's own short-circuits.
func (w *walker) opaqueField(c *child) bool {
	for _, tg := range c.tags {
		if tg.unleveled().name == tags.OpaqueType {
			return true
		}
	}
	t := types.Unalias(c.t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n := w.nodes[typeKey(t)]
	return n != nil && n.opaque
}

// typeOpaque says t (through a pointer) is a walked type whose own
// comment says +k8s:opaqueType: the items +k8s:item and +k8s:eachVal read
// a subfield of have no member, so only their type can be opaque.
func (w *walker) typeOpaque(t types.Type) bool {
	n := w.nodes[typeKey(types.Unalias(nonPointer(t)))]
	return n != nil && n.opaque
}
