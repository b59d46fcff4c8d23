package validation

import (
	"fmt"
	"go/types"
	"slices"
)

// The list tags of this file and item.go are generated (registered here,
// beside them, rather than in validators.go's list).
// unique is +k8s:unique=set|map and +k8s:customUnique on a list field.
// Both only record what the list is (listMeta); the check itself is the
// list's uniqueness call, made once all of the field's tags are read. As
// upstream, +k8s:unique gives an atomic list set or map semantics (a
// listType=set or map list has them already, and saying it twice is an
// error), and +k8s:customUnique replaces the generated check by a note
// that hand-written code makes it.
func unique(tg tagAt, c tagCtx, level string) ([]call, []variable, error) {
	sl, err := listField(tg, c)
	if err != nil {
		return nil, nil, err
	}
	if tg.name == "k8s:customUnique" {
		if tg.value != "" {
			return nil, nil, fmt.Errorf("takes no value; write +k8s:customUnique")
		}
		c.list.custom = true
		return nil, nil, nil
	}
	c.list.level = level
	if c.list.owner != "" && c.list.owner != "atomic" {
		return nil, nil, fmt.Errorf("unique tag may not be used with listType=set or listType=map")
	}
	if c.list.semantic != "" && c.list.semantic != "atomic" {
		return nil, nil, fmt.Errorf("unique tag cannot be specified more than once")
	}
	switch tg.value {
	case "set":
	case "map":
		if _, isStruct := under(sl.Elem()).(*types.Struct); !isStruct {
			return nil, nil, fmt.Errorf("only lists of structs can be list-maps")
		}
	case "":
		return nil, nil, fmt.Errorf("needs a value: +k8s:unique=set or +k8s:unique=map")
	default:
		return nil, nil, fmt.Errorf("unknown unique type %q; use set or map", tg.value)
	}
	c.list.semantic = tg.value
	return c.list.checks(level), nil, nil
}

// listField is the list type of the field a list tag (listType,
// listMapKey, unique, customUnique) is written on, a list of pointers as
// the list of their items (upstream reads the pointee's fields). On a
// named list type they fill the type's list (typelist.go).
func listField(tg tagAt, c tagCtx) (*types.Slice, error) {
	if c.list == nil {
		return nil, errUnsupported{tg.name + " here"}
	}
	sl, ok := under(c.t).(*types.Slice)
	if !ok {
		return nil, fmt.Errorf("can only be used on list types (%s)", typeKey(c.t))
	}
	if item := ptrItem(sl); item != nil {
		return types.NewSlice(item), nil
	}
	return sl, nil
}

// checks notes a listType or unique tag, which asks for the list's checks.
// Upstream generates them once, from the first such tag in the order tags
// are read: its wrapping +k8s:alpha or +k8s:beta marks the calls, and they
// run where it is among the deferred calls (eachVal's, item's), so the
// first returns a call holding that place.
func (l *listMeta) checks(level string) []call {
	if l.checked {
		return nil
	}
	l.checked, l.first = true, level
	return []call{{deferred: true, listCheck: true}}
}

// placeListChecks puts a list's uniqueness calls where its first listType
// or unique tag left its place among calls.
func placeListChecks(calls, checks []call) []call {
	i := slices.IndexFunc(calls, func(c call) bool { return c.listCheck })
	if i < 0 {
		return append(calls, checks...)
	}
	checks = allWithOptions(checks, calls[i])
	return slices.Insert(slices.Delete(calls, i, i+1), i, checks...)
}

// checkLevel is the stability level of the list's uniqueness call: the
// first checking tag's wrapper, else the level the last one was read at.
func (l *listMeta) checkLevel() string {
	if l.first != "" {
		return l.first
	}
	return l.level
}
