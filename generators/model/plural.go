package model

import (
	"k8s.io/gengo/v2/namer"
	"k8s.io/gengo/v2/types"
)

// DefaultPluralExceptions are added unless the user overrides the same kind:
// upstream's scripts always pass "Endpoints:Endpoints", and kube_codegen.sh
// passing an empty --plural-exceptions would otherwise lose it.
var DefaultPluralExceptions = map[string]string{"Endpoints": "Endpoints"}

// pluralizer applies upstream's rules (gengo's plural namers) so that our
// names are byte-identical to upstream's.
type pluralizer struct {
	public, lower *namerFunc
}

type namerFunc struct{ name func(*types.Type) string }

func newPluralizer(exceptions map[string]string) pluralizer {
	exc := map[string]string{}
	for k, v := range DefaultPluralExceptions {
		exc[k] = v
	}
	for k, v := range exceptions {
		exc[k] = v
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
