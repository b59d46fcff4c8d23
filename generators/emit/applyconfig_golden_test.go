package emit_test

import (
	"slices"
	"testing"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/applyconfig"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// applyConfigFiles are the apply configurations cmd/kubegen writes for a
// case beside the clients (none when the case names an existing package
// with --apply-configuration-package): the golden trees hold them so that
// the clients' Apply methods build.
func applyConfigFiles(t *testing.T, c goldenCase, set *model.Set) []write.File {
	t.Helper()
	cfg := kubegenConfig(t, c)
	if !slices.Contains(cfg.Generators, "applyconfig") {
		return nil
	}
	typed, _, err := load.Typed(load.Config{}, cfg.Inputs)
	if err != nil {
		t.Fatal(err)
	}
	// The generator as kubegen's flags configured it.
	gens, err := generators.Generators(cfg)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(gens, func(g pipeline.Generator) bool { return g.Name() == "applyconfig" })
	opts := gens[i].(*applyconfig.Gen).Options
	opts.Header = cfg.Options.Header
	files, _, err := applyconfig.Files(set, typed, opts)
	if err != nil {
		t.Fatal(err)
	}
	return files
}
