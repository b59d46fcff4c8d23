package pipeline

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/kubegen/kubegen"

// driver is the package that wires the stages together; nothing below it
// may depend on it.
const driver = module + "/generators"

// generatorPkgs are the packages implementing Generator, relative to the
// module root: a new generator belongs here too.
var generatorPkgs = []string{
	"generators/clientset", "generators/listers", "generators/informers", "generators/decoder",
	"generators/deepcopy", "generators/register", "generators/applyconfig",
}

// stages are the pipeline's packages, relative to the module root: the
// generators and what they share. A new stage belongs here too; one not
// present on this branch is skipped.
var stages = append([]string{
	"generators/load", "generators/model", "generators/emit", "generators/write",
	"generators/gofile", "generators/diag", "generators/tagline", "generators/smdschema",
	"generators/tags", "generators/pipeline",
}, generatorPkgs...)

// TestStagesDoNotImportDriver fails when a stage's non-test code reaches
// the driver package, directly or through other packages of the module:
// the driver depends on the stages, never the other way around. The
// sources are parsed here rather than asked of go list so that go test's
// cache sees every file the answer depends on.
func TestStagesDoNotImportDriver(t *testing.T) {
	imports, checked := stageImports(t)
	for _, s := range checked {
		if chain := pathTo(imports, s, "generators"); chain != nil {
			t.Errorf("%s depends on the driver package %s (%s); move what it needs into a stage package such as generators/pipeline",
				s, driver, strings.Join(chain, " -> "))
		}
	}
}

// TestGeneratorsAreIndependent fails when a generator depends on another
// generator, or the model or a shared package on any generator: each
// generator is one package that can be added or removed alone, and what
// they share (load, model, emit, write, pipeline) knows none of them.
func TestGeneratorsAreIndependent(t *testing.T) {
	imports, checked := stageImports(t)
	for _, from := range checked {
		for _, to := range generatorPkgs {
			if from == to {
				continue
			}
			if chain := pathTo(imports, from, to); chain != nil {
				t.Errorf("%s depends on the generator %s (%s); move what both need into the model or a shared package",
					from, to, strings.Join(chain, " -> "))
			}
		}
	}
}

// stageImports parses the non-test sources of every stage and what they
// import from the module; checked are the stages present.
func stageImports(t *testing.T) (imports map[string][]string, checked []string) {
	t.Helper()
	root := filepath.Join("..", "..")
	imports = map[string][]string{} // module-relative dir -> module imports
	var visit func(dir string) error
	visit = func(dir string) error {
		if _, done := imports[dir]; done {
			return nil
		}
		imports[dir] = nil
		entries, err := os.ReadDir(filepath.Join(root, dir))
		if err != nil {
			return err
		}
		for _, e := range entries {
			name := e.Name()
			if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(root, dir, name), nil, parser.ImportsOnly)
			if err != nil {
				return err
			}
			for _, spec := range f.Imports {
				p, _ := strconv.Unquote(spec.Path.Value)
				if p != module && !strings.HasPrefix(p, module+"/") {
					continue
				}
				rel := strings.TrimPrefix(strings.TrimPrefix(p, module), "/")
				if !slices.Contains(imports[dir], rel) {
					imports[dir] = append(imports[dir], rel)
				}
				if err := visit(rel); err != nil {
					return err
				}
			}
		}
		return nil
	}

	for _, s := range stages {
		if _, err := os.Stat(filepath.Join(root, s)); os.IsNotExist(err) {
			continue
		}
		if err := visit(s); err != nil {
			t.Fatal(err)
		}
		checked = append(checked, s)
	}
	if len(checked) < 15 {
		t.Fatalf("only %d stage directories exist; the list of stages is out of date", len(checked))
	}
	return imports, checked
}

// pathTo returns an import chain from one module directory to another, or
// nil when there is none.
func pathTo(imports map[string][]string, from, to string) []string {
	seen := map[string]bool{}
	var walk func(dir string) []string
	walk = func(dir string) []string {
		if dir == to {
			return []string{dir}
		}
		if seen[dir] {
			return nil
		}
		seen[dir] = true
		for _, d := range imports[dir] {
			if chain := walk(d); chain != nil {
				return append([]string{dir}, chain...)
			}
		}
		return nil
	}
	return walk(from)
}
