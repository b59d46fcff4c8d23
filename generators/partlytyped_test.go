package generators

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/pipeline"
)

// partlyTypedFake is a Typed generator that picks the packages whose
// import path ends in /v1.
type partlyTypedFake struct{ fakeGenerator }

func (partlyTypedFake) TypedInputs(parsed []*load.Package) []*load.Package {
	return slices.DeleteFunc(slices.Clone(parsed), func(p *load.Package) bool { return !strings.HasSuffix(p.PkgPath, "/v1") })
}

// When every generator needing types is PartlyTyped, the driver checks
// the packages they pick and the inputs those import, and hands the others
// parsed only, in the order of the full typed load; one generator needing
// every input typed makes the load the full one.
func TestDriverTypesOnlyWhatPartlyTypedPick(t *testing.T) {
	dir := helperModule(t, strings.Replace(widgetTypes, "Sizes []int", "Sizes []common.Size", 1))
	for name, src := range map[string]string{
		"apis/w/v1/common.go":                "package v1\n\nimport \"example.com/m/apis/w/common\"\n\nvar _ common.Size\n",
		"apis/w/common/size.go":              "package common\n\n// Size is a size.\ntype Size struct{ N int }\n",
		"internal/controller/reconciler.go":  "package controller\n\nimport v1 \"example.com/m/apis/w/v1\"\n\n// +kubebuilder:rbac:groups=w.example.com,resources=widgets,verbs=get\n\n// Reconciler reconciles widgets.\ntype Reconciler struct{ last *v1.Widget }\n",
		"internal/controller/unrelated/u.go": "package unrelated\n\n// U is no kind.\ntype U struct{}\n",
	} {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")
	t.Chdir(dir)
	run := func(gens ...pipeline.Generator) {
		t.Helper()
		var stderr bytes.Buffer
		if code := Main(Config{Inputs: []string{"./apis/...", "./internal/..."}, Stdout: io.Discard, Stderr: &stderr}, gens); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
	}
	seen := func(paths, typed *[]string) fakeGenerator {
		return fakeGenerator{needs: pipeline.Syntax, generate: func(in *pipeline.Input) (pipeline.Output, error) {
			for _, p := range in.Packages {
				*paths = append(*paths, strings.TrimPrefix(p.PkgPath, "example.com/m/"))
				if p.Types != nil {
					*typed = append(*typed, strings.TrimPrefix(p.PkgPath, "example.com/m/"))
				}
			}
			return pipeline.Output{}, nil
		}}
	}
	var fullPaths, fullTyped, partPaths, partTyped, mixedPaths, mixedTyped []string
	run(seen(&fullPaths, &fullTyped), fakeGenerator{needs: pipeline.Typed, generate: noOutput})
	run(seen(&partPaths, &partTyped), partlyTypedFake{fakeGenerator{needs: pipeline.Typed, generate: noOutput}})
	run(seen(&mixedPaths, &mixedTyped), partlyTypedFake{fakeGenerator{needs: pipeline.Typed, generate: noOutput}}, fakeGenerator{needs: pipeline.Typed, generate: noOutput})

	if len(fullPaths) != 4 || !slices.Equal(fullTyped, fullPaths) || !slices.Equal(mixedPaths, fullPaths) || !slices.Equal(mixedTyped, fullPaths) {
		t.Errorf("full load: packages %v, typed %v; with a PartlyTyped beside it: %v, typed %v; want 4 packages, all typed", fullPaths, fullTyped, mixedPaths, mixedTyped)
	}
	if !slices.Equal(partPaths, fullPaths) {
		t.Errorf("partly typed load: packages %v, want the full load's %v", partPaths, fullPaths)
	}
	if want := []string{"apis/w/common", "apis/w/v1"}; !slices.Equal(partTyped, want) {
		t.Errorf("partly typed load: typed %v, want %v (the pick and the input it imports)", partTyped, want)
	}
}

func noOutput(*pipeline.Input) (pipeline.Output, error) { return pipeline.Output{}, nil }
