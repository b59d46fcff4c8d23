package validation

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Upstream's +k8s:ifEnabled/ifDisabled wraps the functions of the tag it
// holds and keeps the rest of what that tag says, its opacity included:
// +k8s:ifEnabled(X)=+k8s:opaqueType (or =+k8s:eachVal/eachKey=+k8s:opaqueType)
// skips the field, its values or keys whatever the option, and no
// IfOption call is written. Ours reads such a tag as the opacity tag it
// holds and warns that the option changes nothing.

// optionOpaque is the opacity tag t (an option tag) holds, marked with
// the option, or t itself.
func optionOpaque(t tagAt) tagAt {
	if t.name != "k8s:ifEnabled" && t.name != "k8s:ifDisabled" {
		return t
	}
	inner, args, err := wrapped(t)
	if err != nil || inner.emitable() {
		return t
	}
	inner.pos = t.pos
	inner.option = fmt.Sprintf("+%s(%s)", t.name, strings.Join(args, ", "))
	return inner
}

// optionOpaqueWarns are the warnings for the option tags optionOpaque
// read, one per tag, in the order of the types' names.
func (w *walker) optionOpaqueWarns() []*errAt {
	var out []*errAt
	add := func(where string, tgs []tagAt) {
		for _, tg := range tgs {
			if tg.option == "" {
				continue
			}
			held := "+" + tg.name
			if tg.value != "" {
				held += "=" + tg.value
			}
			out = append(out, &errAt{tg.pos, fmt.Sprintf("%s: %s=%s skips the validation whatever the option (upstream's validation-gen does the same, writing no option check); drop the %s, or put it on the validations it should switch",
				where, tg.option, held, tg.option)})
		}
	}
	for _, key := range slices.Sorted(maps.Keys(w.nodes)) {
		n := w.nodes[key]
		add(n.name, n.tags)
		for _, c := range n.fields {
			add(n.name+"."+c.name, c.tags)
		}
	}
	return out
}
