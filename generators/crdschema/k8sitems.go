package crdschema

import (
	"fmt"
	"strings"
)

// +k8s:update=NoAddItem and NoRemoveItem compare a list's or map's items
// before and after an update: validate.ValSliceUpdate matches a list-map's
// items by their keys and a set's by value, validate.UpdateMap a map's by
// key. The rule is the struct's, not the field's, so that it also runs
// when the field is absent on one side (a transition rule of the field
// runs only when both sides have it): an item added to an absent list is
// added, all items of a list removed entirely are removed. An empty or
// absent side has no items, as Go's len == 0.

// itemRule adds the rule of +k8s:update=constraint (NoAddItem or
// NoRemoveItem) on f to its parent s, reported at f. A list that is
// neither a set nor a list-map (validation-gen refuses it), or whose keys
// CEL cannot select, gets none.
func itemRule(s *props, f k8sField, constraint string) {
	if f.sel == "" {
		return
	}
	in, ok := itemMatch(s.Properties[f.name])
	if !ok {
		return
	}
	from, to, msg := "self", "oldSelf", "items may not be added"
	if constraint == "NoRemoveItem" {
		from, to, msg = "oldSelf", "self", "items may not be removed"
	}
	a, b := from+"."+f.sel, to+"."+f.sel
	addFieldRule(s, f.name, fmt.Sprintf("!has(%s) || %s.all(x, has(%s) && %s)", a, a, b, in(b)), msg)
}

// itemMatch says how an item x of p is found in a value of p (a CEL
// expression given that value): by key for a map and a list-map, by value
// for a set.
func itemMatch(p props) (func(string) string, bool) {
	switch {
	case p.Type == "object" && p.AdditionalProperties != nil, p.Type == "array" && p.XListType != nil && *p.XListType == "set":
		return func(v string) string { return "x in " + v }, true
	case p.Type == "array" && p.XListType != nil && *p.XListType == "map" && len(p.XListMapKeys) > 0:
		same := make([]string, len(p.XListMapKeys))
		for i, k := range p.XListMapKeys {
			sel, ok := celName(k)
			if !ok {
				return nil, false
			}
			same[i] = fmt.Sprintf("o.%[1]s == x.%[1]s", sel)
		}
		return func(v string) string { return v + ".exists(o, " + strings.Join(same, " && ") + ")" }, true
	}
	return nil, false
}
