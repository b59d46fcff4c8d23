package pipeline

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestValidationGenLinksOneGenerator fails when cmd/validation-gen reaches
// a generator package other than generators/validation: the registry is
// pipeline's so that the driver imports no generator, and validation-gen
// registers its own alone (its cold go install was most of its cold run
// when it linked every generator). The driver and the command are parsed
// here; the stages' imports come from stageImports.
func TestValidationGenLinksOneGenerator(t *testing.T) {
	imports, _, generators := stageImports(t)
	for _, dir := range []string{"generators", "cmd/validation-gen"} {
		imports[dir] = moduleImports(t, dir)
	}
	if !slices.Contains(imports["cmd/validation-gen"], "generators/validation") {
		t.Fatalf("cmd/validation-gen does not import generators/validation (imports %v); the check below would pass on nothing", imports["cmd/validation-gen"])
	}
	for _, g := range generators {
		if g == "generators/validation" {
			continue
		}
		if chain := pathTo(imports, "cmd/validation-gen", g); chain != nil {
			t.Errorf("cmd/validation-gen links generator %s (%s); register generators in the mains that run them (generators/all), not in the driver", g, strings.Join(chain, " -> "))
		}
	}
}

// moduleImports are the module-relative imports of the non-test files of
// one module directory.
func moduleImports(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range f.Imports {
			p, _ := strconv.Unquote(spec.Path.Value)
			if rel, ok := strings.CutPrefix(p, module+"/"); ok && !slices.Contains(out, rel) {
				out = append(out, rel)
			}
		}
	}
	return out
}
