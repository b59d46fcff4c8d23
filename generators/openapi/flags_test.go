package openapi

import (
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/pipeline"
)

func finish(t *testing.T, cmd pipeline.Command, args ...string) (*Gen, bool, error) {
	t.Helper()
	g := &Gen{}
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	f := g.Flags(fs, cmd)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	run, err := f(&pipeline.Shared{})
	return g, run, err
}

// openapi-gen has upstream's flags and defaults; kubegen's are off until
// an output package is given, then need both halves of it.
func TestFlags(t *testing.T) {
	g, run, err := finish(t, pipeline.Own, "--output-dir", "out", "--output-pkg", "example.com/out")
	if err != nil || !run {
		t.Fatalf("openapi-gen: run %v, err %v", run, err)
	}
	if g.OutputFile != "generated.openapi.go" || g.ReportFilename != "-" || g.ModelNameFile != "" || len(g.BaseInputs) != 0 {
		t.Errorf("openapi-gen defaults: %+v", g)
	}
	if g, _, _ := finish(t, pipeline.Own, "--output-dir", "o", "--output-pkg", "p", "-r", "r.txt", "--readonly-pkg", "a", "--readonly-pkg", "b"); g.ReportFilename != "r.txt" || !slices.Equal(g.ReadOnlyPkgs, []string{"a", "b"}) {
		t.Errorf("-r and repeated --readonly-pkg: %+v", g)
	}
	if _, _, err := finish(t, pipeline.Own, "--output-dir", "out"); err == nil || !strings.Contains(err.Error(), "--output-pkg must be specified") {
		t.Errorf("openapi-gen without --output-pkg: err %v", err)
	}
	if _, _, err := finish(t, pipeline.Own, "--output-dir", "o", "--output-pkg", "p", "--report-filename", ""); err == nil {
		t.Errorf("an empty --report-filename is accepted")
	}

	if _, run, err := finish(t, pipeline.Kubegen); run || err != nil {
		t.Errorf("kubegen without --openapi-output-dir: run %v, err %v; want off", run, err)
	}
	g, run, err = finish(t, pipeline.Kubegen, "--openapi-output-dir", "out", "--openapi-output-pkg", "example.com/out")
	if err != nil || !run {
		t.Fatalf("kubegen --openapi-output-dir: run %v, err %v", run, err)
	}
	if g.OutputFile != "zz_generated.openapi.go" || g.ReportFilename != "-" || !slices.Equal(g.BaseInputs, BaseInputs) {
		t.Errorf("kubegen defaults: %+v", g)
	}
	if _, _, err := finish(t, pipeline.Kubegen, "--openapi-output-dir", "out"); err == nil || !strings.Contains(err.Error(), "--openapi-output-pkg must be specified") {
		t.Errorf("kubegen --openapi-output-dir alone: err %v", err)
	}
}
