package validation

import (
	"go/types"

	"github.com/kubegen/kubegen/generators/tags"
)

// opaqueTagged says a comment's tags hold +k8s:opaqueType (a level may
// wrap it): upstream's subfield then takes none of the named member's
// short-circuits.
func opaqueTagged(tgs []tagAt) bool {
	for _, tg := range tgs {
		if tg.unleveled().name == tags.OpaqueType {
			return true
		}
	}
	return false
}

// typeOpaque says t (through a pointer) is a walked named type whose own
// comment says +k8s:opaqueType; upstream records those types as it reads
// their tags, so a type of a package it does not walk never counts.
func (w *walker) typeOpaque(t types.Type) bool {
	n, ok := w.nodes[typeKey(types.Unalias(nonPointer(t)))]
	return ok && opaqueTagged(n.tags)
}

// opaqueInside forgets what lies inside a type whose own comment says
// +k8s:opaqueType: upstream validates such a type by its own tags only,
// never its fields, keys or values, and gives it no function without
// them. (Its fields' tags are still read, their errors still reported.)
func (n *node) opaqueInside() {
	if opaqueTagged(n.tags) {
		n.fields, n.iters, n.iterKey, n.iterVal = nil, nil, nil, nil
	}
}
