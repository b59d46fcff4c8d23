package generators

import (
	"fmt"
	"slices"

	"github.com/kubegen/kubegen/generators/applyconfig"
	"github.com/kubegen/kubegen/generators/clientset"
	"github.com/kubegen/kubegen/generators/decoder"
	"github.com/kubegen/kubegen/generators/deepcopy"
	"github.com/kubegen/kubegen/generators/informers"
	"github.com/kubegen/kubegen/generators/listers"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/register"
)

// registry is every generator, in the order they run and report, each
// made from the run's configuration (its options are Config's fields that
// the command's flags set). Adding a generator is one package implementing
// pipeline.Generator and one line here; kubegen then runs it too (see
// AddKubegenFlags), and a command of its own is a name, a flag set and a
// choice of it (flags.go, cmd/*/main.go).
var registry = []func(c *Config) pipeline.Generator{
	func(*Config) pipeline.Generator { return clientset.Gen{} },
	func(*Config) pipeline.Generator { return listers.Gen{} },
	func(*Config) pipeline.Generator { return informers.Gen{} },
	func(*Config) pipeline.Generator { return decoder.Gen{} },
	func(c *Config) pipeline.Generator { return deepcopy.Gen{OutputFile: c.DeepcopyFile} },
	func(c *Config) pipeline.Generator { return register.Gen{OutputFile: c.RegisterFile} },
	func(c *Config) pipeline.Generator {
		return applyconfig.Gen{Options: applyconfig.Options{Dir: c.ApplyConfigDir, Pkg: c.Options.ApplyConfigPkg,
			External: c.ApplyConfigExternal, OpenAPISchema: c.OpenAPISchema}}
	},
}

// Registered are the names of every registered generator, in registry
// order.
func Registered() []string {
	var names []string
	for _, make := range registry {
		names = append(names, make(&Config{}).Name())
	}
	return names
}

// Generators makes the generators cfg chooses, in registry order; a name
// no generator has is an error.
func Generators(cfg Config) ([]pipeline.Generator, error) {
	var out []pipeline.Generator
	found := map[string]bool{}
	for _, make := range registry {
		g := make(&cfg)
		if slices.Contains(cfg.Generators, g.Name()) {
			out = append(out, g)
			found[g.Name()] = true
		}
	}
	for _, name := range cfg.Generators {
		if !found[name] {
			return nil, fmt.Errorf("no generator is named %q (registered: %v)", name, Registered())
		}
	}
	return out, nil
}
