package generators

import (
	"bytes"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/write"
)

// The driver loads what the chosen generators need and no more: syntax
// alone gives parsed packages without types and no model; Typed gives
// types; Model gives the model.
func TestDriverLoadsWhatGeneratorsNeed(t *testing.T) {
	dir := helperModule(t, widgetTypes)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	for _, c := range []struct {
		needs                  pipeline.Needs
		packages, types, model bool
	}{
		{pipeline.Syntax, true, false, false},
		{pipeline.Typed, true, true, false},
		{pipeline.Model, false, false, true},
		{pipeline.Model | pipeline.Syntax, true, false, true},
		{pipeline.Model | pipeline.Typed, true, true, true},
	} {
		var got *pipeline.Input
		g := fakeGenerator{needs: c.needs, generate: func(in *pipeline.Input) (pipeline.Output, error) {
			got = in
			return pipeline.Output{}, nil
		}}
		var stderr bytes.Buffer
		cfg := Config{Inputs: []string{"./apis/w/v1"}, Stdout: io.Discard, Stderr: &stderr}
		cfg.Options.ClientsetPkg, cfg.Options.ListersPkg, cfg.Options.InformersPkg = "example.com/m/c", "example.com/m/l", "example.com/m/i"
		if code := Main(cfg, []pipeline.Generator{g}); code != 0 || got == nil {
			t.Fatalf("needs %b: exit %d: %s", c.needs, code, stderr.String())
		}
		hasTypes := len(got.Packages) > 0 && got.Packages[0].Types != nil
		if (len(got.Packages) > 0) != c.packages || hasTypes != c.types || (got.Set != nil) != c.model {
			t.Errorf("needs %b: %d packages (types %v), model %v; want packages %v, types %v, model %v",
				c.needs, len(got.Packages), hasTypes, got.Set != nil, c.packages, c.types, c.model)
		}
	}
}

// Every generator runs before anything is written, and the run reports
// the input problems of all of them together; the files of the one that
// succeeded are not written either.
func TestDriverCollectsEveryGeneratorsDiagnostics(t *testing.T) {
	out := t.TempDir()
	failing := func(file string, line int) pipeline.Generator {
		return fakeGenerator{needs: 0, generate: func(*pipeline.Input) (pipeline.Output, error) {
			var d diag.List
			d.Add(token.Position{Filename: file, Line: line}, "v1.Widget", "problem of %s", file)
			return pipeline.Output{}, d.Err()
		}}
	}
	ok := fakeGenerator{generate: func(*pipeline.Input) (pipeline.Output, error) {
		return pipeline.Output{Files: []write.File{{Path: filepath.Join(out, "x.go"), Content: []byte("package x\n")}}}, nil
	}}
	var stderr bytes.Buffer
	code := Main(Config{Stdout: io.Discard, Stderr: &stderr}, []pipeline.Generator{failing("a.go", 1), ok, failing("b.go", 2)})
	if code != 1 || !strings.Contains(stderr.String(), "problem of a.go") || !strings.Contains(stderr.String(), "problem of b.go") ||
		!strings.Contains(stderr.String(), "2 error(s); nothing was written") {
		t.Errorf("exit %d, want 1 and both generators' problems:\n%s", code, stderr.String())
	}
	if entries, _ := os.ReadDir(out); len(entries) > 0 {
		t.Errorf("files were written: %v", entries)
	}
}

// offByDefault are the generators kubegen runs only when their flags ask:
// the OpenAPI definitions need an output package (--openapi-output-dir),
// the CRD, RBAC and webhook manifests a directory (--crd-output-dir,
// --rbac-output-dir, --webhook-output-dir); the validations are off until
// --validation-file names their file, while the generator covers only part
// of upstream's validators.
var offByDefault = map[string]bool{"openapi": true, "crd": true, "rbac": true, "webhook": true, "validation": true}

// kubegen runs every registered generator by default (those in
// offByDefault once their flags ask): registering one is all it takes for
// kubegen to run it.
func TestKubegenRunsEveryRegisteredGenerator(t *testing.T) {
	names := Registered()
	if len(names) < 7 || len(slices.Compact(slices.Sorted(slices.Values(names)))) != len(names) {
		t.Fatalf("registered generators %v: want at least the seven outputs, each name once", names)
	}
	fs := pflag.NewFlagSet("kubegen", pflag.ContinueOnError)
	config := AddKubegenFlags(fs)
	if err := fs.Parse([]string{"--output-dir", t.TempDir(), "--output-pkg", "example.com/out", "--openapi-output-dir", t.TempDir(), "--openapi-output-pkg", "example.com/out/openapi", "--crd-output-dir", t.TempDir(), "--rbac-output-dir", t.TempDir(), "--webhook-output-dir", t.TempDir(), "--validation-file", "zz_generated.validations.go", "./apis"}); err != nil {
		t.Fatal(err)
	}
	cfg, err := config(io.Discard, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	gens, err := Generators(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, g := range gens {
		got = append(got, g.Name())
	}
	if !slices.Equal(got, names) {
		t.Errorf("kubegen runs %v, want every registered generator %v", got, names)
	}
	if _, err := Generators(Config{Generators: []string{"clientset", "nosuch"}}); err == nil || !strings.Contains(err.Error(), `"nosuch"`) {
		t.Errorf("an unknown generator name: err = %v", err)
	}
}
