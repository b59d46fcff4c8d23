package schema

import (
	"go/token"
	"go/types"
)

// list is the node of a list of elem with the markers m: +listType with
// +listMapKey, and the strategic-merge-patch tags as written. Which items
// merge is MergeKeys'.
func (b *builder) list(elem types.Type, m markers, subject string) Node {
	items := b.ref(elem, markers{}, subject)
	n := Node{Kind: Array, Items: &items, PatchStrategy: m.patchStrategy, PatchMergeKey: m.patchMergeKey}
	if m.mapType != "" || m.structType != "" {
		marker := "mapType"
		if m.structType != "" {
			marker = "structType"
		}
		b.warns.Warn(m.pos[marker], subject, "+%s on a list is ignored; write +listType", marker)
	}
	switch m.listType {
	case "atomic":
		n.ListType = ListAtomic
	case "set":
		n.ListType = ListSet
		if !b.isScalar(elem) {
			b.warns.Warn(m.pos["listType"], subject, "+listType=set needs scalar elements (strings, numbers, booleans); write +listType=map with +listMapKey for a list of objects, or +listType=atomic")
		}
	case "map":
		if len(m.listMapKeys) == 0 {
			b.warns.Warn(m.pos["listType"], subject, "+listType=map without +listMapKey; the list is treated as atomic; add +listMapKey=<field> for each key field")
			n.ListType = ListAtomic
			return n
		}
		n.ListType, n.ListMapKeys = ListMap, m.listMapKeys
		b.keyChecks = append(b.keyChecks, keyCheck{items: items, keys: m.listMapKeys, at: m.anyPos(), subject: subject})
		return n
	case "":
		switch m.patchStrategy {
		case "", "retainKeys":
		case "merge", "merge,retainKeys":
			if keys, _ := n.MergeKeys(); len(keys) > 0 {
				b.keyChecks = append(b.keyChecks, keyCheck{items: items, keys: keys, at: m.anyPos(), subject: subject})
			}
		default:
			b.warns.Warn(m.pos["patchStrategy"], subject, "unknown +patchStrategy=%s is ignored; write merge, retainKeys or merge,retainKeys", m.patchStrategy)
		}
	default:
		b.warns.Warn(m.pos["listType"], subject, "unknown +listType=%s; the list is treated as atomic; write +listType=atomic, set or map", m.listType)
		n.ListType = ListAtomic
	}
	if len(m.listMapKeys) > 0 && m.listType != "map" {
		b.warns.Warn(m.pos["listMapKey"], subject, "+listMapKey is ignored without +listType=map")
	}
	return n
}

// isScalar reports whether values of t are JSON scalars: Go scalars and
// the known types that encode as strings.
func (b *builder) isScalar(t types.Type) bool {
	t = deref(t)
	if n, ok := t.(*types.Named); ok {
		if known, ok := knownTypes[qualified(n.Obj())]; ok {
			return known.Kind == Scalar
		}
	}
	_, ok := t.Underlying().(*types.Basic)
	return ok
}

// anyPos is where one of the markers was written: where the list's
// markers say something about its elements.
func (m markers) anyPos() token.Position {
	for _, k := range []string{"listMapKey", "listType", "patchMergeKey", "patchStrategy"} {
		if p, ok := m.pos[k]; ok {
			return p
		}
	}
	return token.Position{}
}

// keyCheck is a list-map key to look up in the elements' fields.
type keyCheck struct {
	items   Node
	keys    []string
	at      token.Position
	subject string
}

// checkKeys warns about list-map keys the elements do not have: objects
// of such a list cannot be merged by server-side apply, and a CRD's
// schema with them is rejected.
func (b *builder) checkKeys() {
	for _, c := range b.keyChecks {
		items := c.items
		if items.Kind == Ref {
			items = items.Def.Node
		}
		var fields []Field
		switch items.Kind {
		case Object:
			fields = items.Object.Fields
		case Map, Any:
			// Objects, but without fields to key by.
		default:
			b.warns.Warn(c.at, c.subject, "list-map keys %v need object elements; write +listType=set or +listType=atomic", c.keys)
			continue
		}
		for _, k := range c.keys {
			i := fieldIndex(fields, k)
			if i < 0 {
				b.warns.Warn(c.at, c.subject, "list-map key %q is not a JSON field of the elements; write the JSON name of a field they have", k)
				continue
			}
			f := fields[i]
			if !f.Type.scalar() {
				b.warns.Warn(c.at, c.subject, "list-map key %q is not a scalar field; keys must be strings, numbers or booleans", k)
			}
			// The API server rejects a CRD schema with such a key, and
			// apply cannot tell apart items that leave it out.
			if f.Optional && f.Default == nil {
				b.warns.Warn(c.at, c.subject, "list-map key %q is optional and has no default: a CRD's schema may not have that, and apply cannot tell apart items that leave it out; make the field required (+required, or no omitempty) or give it a +default", k)
			}
		}
	}
}

func fieldIndex(fields []Field, name string) int {
	for i, f := range fields {
		if f.Name == name {
			return i
		}
	}
	return -1
}

// scalar reports whether n describes scalar values.
func (n Node) scalar() bool {
	if n.Kind == Ref {
		return n.Def.Node.Kind == Scalar
	}
	return n.Kind == Scalar
}
