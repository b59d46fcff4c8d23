package markers

import "strings"

// Target is what a marker describes. Targets are bits so that one
// definition can describe several (controller-tools registers many
// validation markers twice, once for types and once for fields).
type Target uint8

const (
	// Package: a marker of the package (any file, outside declarations).
	OnPackage Target = 1 << iota
	// Type: a marker of a type declaration.
	OnType
	// Field: a marker of a struct field.
	OnField
	// Function: a marker in a function's doc comment. controller-tools
	// has no such target (it drops markers there); gengo's tools read
	// tags on functions (conversion-gen's +k8s:conversion-fn).
	OnFunction

	// TypeOrField is the target of most validation markers.
	OnTypeOrField = OnType | OnField
)

var targetNames = []struct {
	t    Target
	name string
}{{OnPackage, "package"}, {OnType, "type"}, {OnField, "field"}, {OnFunction, "function"}}

// String names the targets of t, "type or field" for two.
func (t Target) String() string {
	var parts []string
	for _, n := range targetNames {
		if t&n.t != 0 {
			parts = append(parts, n.name)
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " or ")
}

// each calls f with each single target of t.
func (t Target) each(f func(Target)) {
	for _, n := range targetNames {
		if t&n.t != 0 {
			f(n.t)
		}
	}
}
