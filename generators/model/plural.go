package model

import (
	"k8s.io/gengo/v2/namer"
	"k8s.io/gengo/v2/types"
)

// DefaultPluralExceptions apply when Options.PluralExceptions is nil, as
// upstream's tools default --plural-exceptions to "Endpoints:Endpoints". A
// non-nil map, even an empty one (kube_codegen.sh passes an empty
// --plural-exceptions), is used as given, so names match upstream's output
// for the same command line.
var DefaultPluralExceptions = map[string]string{"Endpoints": "Endpoints"}

// pluralizer applies upstream's rules (gengo's plural namers) so that our
// names are byte-identical to upstream's.
type pluralizer struct {
	public, lower *namerFunc
}

type namerFunc struct{ name func(*types.Type) string }

func newPluralizer(exceptions map[string]string) pluralizer {
	exc := exceptions
	if exc == nil {
		exc = DefaultPluralExceptions
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
