package generators

import (
	"fmt"
	"slices"

	"github.com/kubegen/kubegen/generators/pipeline"
)

// The registry is pipeline's: the generators the binary's main registered
// (pipeline.Register), in the order they run and report and their flags
// are checked. kubegen registers every generator (package generators/all),
// each single-tool command its own only, so that no binary links a
// generator it does not run.

// constructors are the registry's; a test adds a generator of its own here.
var constructors = pipeline.Constructors

// Registered are the names of every registered generator, in registry
// order.
func Registered() []string {
	var names []string
	for _, make := range constructors() {
		names = append(names, make().Name())
	}
	return names
}

// newGenerators makes the named generators, new, in registry order; a name no
// generator has is an error.
func newGenerators(names []string) ([]pipeline.Generator, error) {
	var out []pipeline.Generator
	found := map[string]bool{}
	for _, make := range constructors() {
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
