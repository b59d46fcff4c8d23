package validation

import (
	"go/token"
	"go/types"
)

// forItems is the context a tag wrapped by +k8s:item or +k8s:eachVal/
// eachKey is read in: the items' type t, and what a wrapped +k8s:subfield
// needs of the comment (its members' docs, which types are opaque, the
// subfields named so far, told apart from the field's own by prefix, as
// upstream's paths do).
func (c tagCtx) forItems(t types.Type, prefix string) tagCtx {
	return tagCtx{scope: onField, t: t, canonical: c.canonical, custom: c.custom,
		memberDoc: c.memberDoc, typeOpaque: c.typeOpaque, subfields: c.subfields, subPrefix: c.subPrefix + prefix,
		opaque: c.typeOpaque != nil && c.typeOpaque(t)}
}

// wrappable says whether an item's or each value's wrapper can take in:
// its own cohort gives way to the wrapper's when +k8s:subfield made it
// (upstream names the wrapper's cohort only); a subfield's list check,
// made once the comment is read, is not generated under a wrapper.
func wrappable(inner tagAt, in call) bool {
	if in.later != nil || in.listCheck {
		return false
	}
	return in.cohort == "" || inner.unleveled().name == "k8s:subfield"
}

// wrapLater stands for what the later call cl comes to (a subfield's
// list checks), each call passed to wrap, once the comment is read; a
// wrap error is the tag's at pos.
func wrapLater(cl call, pos token.Position, wrap func(call) (call, error)) call {
	later := cl.later
	return call{deferred: true, later: func() ([]call, *errAt) {
		got, err := later()
		if err != nil {
			return nil, err
		}
		for i := range got {
			w, err := wrap(got[i])
			if err != nil {
				return nil, &errAt{pos, err.Error()}
			}
			got[i] = w
		}
		return got, nil
	}}
}
