package tags

import "strings"

// Policy is what upstream does with a tag name the registry does not list.
type Policy uint8

const (
	// Tolerated: upstream ignores the tag (kubegen warns when it looks
	// like a misspelt registered one).
	Tolerated Policy = iota
	// Rejected: upstream fails on it (client-gen on an unknown
	// +genclient option), and so does kubegen.
	Rejected
	// Ignored: another tool's markers; known, read by no generator
	// unless registered, and never warned about.
	Ignored
)

// Family is a group of names sharing a first segment ("genclient" for
// +genclient and +genclient:<option>), with what upstream does with one
// it does not know.
type Family struct {
	Prefix  string
	Unknown Policy
	// Help says what happens to an unlisted name of the family.
	Help string
}

// Families are the tag families whose unlisted names --help explains;
// a name outside them is Tolerated. Help completes "+<Prefix>:<other>: ".
var Families = []Family{
	{GenClient, Rejected, "an error, as client-gen fails on a +genclient option it does not know (a wrong-case +genclient too)"},
	{"k8s", Tolerated, "ignored, as upstream ignores it (--lint-rules=known-tags-only rejects an unknown +k8s:*-gen tag in doc.go)"},
	{"kubebuilder", Ignored, "controller-gen's markers, ignored without a warning"},
}

// FamilyOf returns the family of a tag name, its first segment compared
// without regard to case (a wrong-case tag belongs to the family it was
// meant for).
func FamilyOf(name string) (Family, bool) {
	lower := strings.ToLower(name)
	for _, f := range Families {
		if lower == f.Prefix || strings.HasPrefix(lower, f.Prefix+":") {
			return f, true
		}
	}
	return Family{}, false
}

// Unknown is the policy for name when the registry does not list it.
func Unknown(name string) Policy {
	if f, ok := FamilyOf(name); ok {
		return f.Unknown
	}
	return Tolerated
}

// Variants is what upstream does with an unregistered tag of t's family
// (+genclient:<other> fails, +k8s:<other> is ignored).
func (t Tag) Variants() Policy { return Unknown(t.Name) }
