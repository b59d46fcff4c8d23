package model

import (
	"k8s.io/gengo/v2/namer"
	"k8s.io/gengo/v2/types"
)

// pluralizer applies upstream's rules (gengo's plural namers) so that our
// names are byte-identical to upstream's.
type pluralizer struct {
	public, lower *namerFunc
}

type namerFunc struct{ name func(*types.Type) string }

func newPluralizer(exceptions map[string]string) pluralizer {
	exc := exceptions
	if exc == nil {
		exc = map[string]string{} // upstream's default: no exceptions
	}
	return pluralizer{
		public: &namerFunc{namer.NewPublicPluralNamer(exc).Name},
		lower:  &namerFunc{namer.NewAllLowercasePluralNamer(exc).Name},
	}
}

// Plural is the public plural of a kind name ("Foos").
func (p pluralizer) Plural(kind string) string { return p.public.name(typeNamed(kind)) }

// Resource is the all-lowercase plural ("foos"), the default resource name.
func (p pluralizer) Resource(kind string) string { return p.lower.name(typeNamed(kind)) }

func typeNamed(name string) *types.Type { return &types.Type{Name: types.Name{Name: name}} }
