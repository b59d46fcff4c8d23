package generators

import (
	"fmt"
	"slices"

	"github.com/kubegen/kubegen/generators/applyconfig"
	"github.com/kubegen/kubegen/generators/clientset"
	"github.com/kubegen/kubegen/generators/conversion"
	"github.com/kubegen/kubegen/generators/crd"
	"github.com/kubegen/kubegen/generators/decoder"
	"github.com/kubegen/kubegen/generators/deepcopy"
	"github.com/kubegen/kubegen/generators/defaulter"
	"github.com/kubegen/kubegen/generators/informers"
	"github.com/kubegen/kubegen/generators/listers"
	"github.com/kubegen/kubegen/generators/openapi"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/rbac"
	"github.com/kubegen/kubegen/generators/register"
	"github.com/kubegen/kubegen/generators/validation"
	"github.com/kubegen/kubegen/generators/webhook"
)

// registry is every generator, in the order they run and report, and the
// order in which their flags are checked (a generator's Finish may read
// what an earlier one decided: the apply configurations are off when the
// clientset's flags name an existing package). Each entry makes a new
// generator with zero options, for its flags to set. Adding a generator is
// one package implementing pipeline.Generator (and pipeline.Flagged for
// its flags) and one line here: kubegen then has its kubegen flags and runs
// it. A standalone command of its own is Tool and a cmd/<tool>/main.go.
var registry = []func() pipeline.Generator{
	func() pipeline.Generator { return &clientset.Gen{} },
	func() pipeline.Generator { return &listers.Gen{} },
	func() pipeline.Generator { return &informers.Gen{} },
	func() pipeline.Generator { return &decoder.Gen{} },
	func() pipeline.Generator { return &deepcopy.Gen{} },
	func() pipeline.Generator { return &register.Gen{} },
	func() pipeline.Generator { return &conversion.Gen{} },
	func() pipeline.Generator { return &applyconfig.Gen{} },
	func() pipeline.Generator { return &defaulter.Gen{} },
	func() pipeline.Generator { return &openapi.Gen{} },
	func() pipeline.Generator { return &crd.Gen{} },
	func() pipeline.Generator { return &rbac.Gen{} },
	func() pipeline.Generator { return &webhook.Gen{} },
	func() pipeline.Generator { return &validation.Gen{} },
}

// Registered are the names of every registered generator, in registry
// order.
func Registered() []string {
	var names []string
	for _, make := range registry {
		names = append(names, make().Name())
	}
	return names
}

// newGenerators makes the named generators, new, in registry order; a name no
// generator has is an error.
func newGenerators(names []string) ([]pipeline.Generator, error) {
	var out []pipeline.Generator
	found := map[string]bool{}
	for _, make := range registry {
		g := make()
		if slices.Contains(names, g.Name()) {
			out = append(out, g)
			found[g.Name()] = true
		}
	}
	for _, name := range names {
		if !found[name] {
			return nil, fmt.Errorf("no generator is named %q (registered: %v)", name, Registered())
		}
	}
	return out, nil
}

// Generators are the generators cfg chooses, in registry order: as its
// flags configured them, or new from the registry when cfg was made
// without flags. A name no generator has is an error.
func Generators(cfg Config) ([]pipeline.Generator, error) {
	gens, err := newGenerators(cfg.Generators)
	if err != nil {
		return nil, err
	}
	for i, g := range gens {
		if c, ok := cfg.configured[g.Name()]; ok {
			gens[i] = c
		}
	}
	return gens, nil
}
