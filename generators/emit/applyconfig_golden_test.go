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
	in, ok := applyConfigInput(t, c)
	if !ok {
		return nil
	}
	files, _, err := applyconfig.Files(set, in.typed, in.opts)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// applyConfigRun is what applyconfig.Files takes for a case besides the
// model.
type applyConfigRun struct {
	typed []*load.Package
	opts  applyconfig.Options
}

// applyConfigInput loads a case's inputs with types and configures the
// generator as kubegen's flags do; false when the case has no apply
// configurations.
func applyConfigInput(t testing.TB, c goldenCase) (applyConfigRun, bool) {
	t.Helper()
	cfg := kubegenConfig(t, c)
	if !slices.Contains(cfg.Generators, "applyconfig") {
		return applyConfigRun{}, false
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
	return applyConfigRun{typed, opts}, true
}

// BenchmarkApplyConfigFiles measures the apply configuration generator
// (schema, builders, templates and go/format) over every golden case
// that has apply configurations; the loads are done once.
func BenchmarkApplyConfigFiles(b *testing.B) {
	type built struct {
		set *model.Set
		in  applyConfigRun
	}
	var runs []built
	for _, c := range goldenCases(b) {
		if in, ok := applyConfigInput(b, c); ok {
			set, _ := buildSet(b, c)
			runs = append(runs, built{set, in})
		}
	}
	files := 0
	for b.Loop() {
		for _, r := range runs {
			out, _, err := applyconfig.Files(r.set, r.in.typed, r.in.opts)
			if err != nil {
				b.Fatal(err)
			}
			files += len(out)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(files), "µs/file")
}
