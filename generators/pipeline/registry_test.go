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

// commandGenerators are the generator packages each command may reach:
// those it runs. The single-generator commands register their own
// generators in their main rather than importing generators/all, so that
// their binary and their cold go install carry no generator they never
// run; kubegen runs them all, and controller-gen builds its own list.
var commandGenerators = map[string][]string{
	"cmd/applyconfiguration-gen": {"generators/applyconfig"},
	"cmd/client-gen":             {"generators/clientset"},
	"cmd/conversion-gen":         {"generators/conversion"},
	"cmd/deepcopy-gen":           {"generators/deepcopy"},
	"cmd/defaulter-gen":          {"generators/defaulter"},
	// --decoders adds the decoders to the informers.
	"cmd/informer-gen":   {"generators/decoder", "generators/informers"},
	"cmd/lister-gen":     {"generators/listers"},
	"cmd/openapi-gen":    {"generators/openapi"},
	"cmd/register-gen":   {"generators/register"},
	"cmd/validation-gen": {"generators/validation"},
	// crd, rbac, webhook, schemapatch and object (the deep copies).
	"cmd/controller-gen": {"generators/crd", "generators/deepcopy", "generators/rbac", "generators/schemapatch", "generators/webhook"},
	// Every generator of generators/all.
	"cmd/kubegen": {"generators/applyconfig", "generators/clientset", "generators/conversion", "generators/crd",
		"generators/decoder", "generators/deepcopy", "generators/defaulter", "generators/informers", "generators/listers",
		"generators/openapi", "generators/rbac", "generators/register", "generators/validation", "generators/webhook"},
}

// TestCommandsLinkTheirGenerators fails when a command under cmd/ reaches
// a generator package it does not run, or does not reach one it runs, or
// has no row in commandGenerators. The registry is pipeline's so that the
// driver imports no generator; each main registers what it runs (a cold
// go install of a one-generator tool compiled every generator when the
// driver held the list). The commands and what they import are parsed
// here; the stages' imports come from stageImports.
func TestCommandsLinkTheirGenerators(t *testing.T) {
	imports, _, generators := stageImports(t)
	mains, err := filepath.Glob(filepath.Join("..", "..", "cmd", "*", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	var commands []string
	for _, main := range mains {
		rel, _ := filepath.Rel(filepath.Join("..", ".."), filepath.Dir(main))
		commands = append(commands, filepath.ToSlash(rel))
	}
	if !slices.Contains(commands, "cmd/kubegen") || !slices.Contains(commands, "cmd/deepcopy-gen") {
		t.Fatalf("the commands were not found (found %v); the derivation is broken", commands)
	}
	for _, cmd := range commands {
		want, ok := commandGenerators[cmd]
		if !ok {
			t.Errorf("%s has no row in commandGenerators: add the generator packages it runs", cmd)
			continue
		}
		addImports(t, imports, cmd)
		var reached []string
		for _, g := range generators {
			chain := pathTo(imports, cmd, g)
			switch {
			case chain != nil && !slices.Contains(want, g):
				t.Errorf("%s links generator %s, which it does not run (%s); register only the generators a command runs in its main (generators/all is for kubegen)", cmd, g, strings.Join(chain, " -> "))
			case chain != nil:
				reached = append(reached, g)
			}
		}
		for _, g := range want {
			if !slices.Contains(reached, g) {
				t.Errorf("%s does not reach generator %s, which its row says it runs (it reaches %v)", cmd, g, reached)
			}
		}
	}
	for cmd := range commandGenerators {
		if !slices.Contains(commands, cmd) {
			t.Errorf("commandGenerators has a row for %s, which is not a command under cmd/", cmd)
		}
	}
}

// addImports records in imports what dir imports from the module, and
// what those import, recursively.
func addImports(t *testing.T, imports map[string][]string, dir string) {
	t.Helper()
	if _, done := imports[dir]; done {
		return
	}
	imports[dir] = moduleImports(t, dir)
	for _, rel := range imports[dir] {
		addImports(t, imports, rel)
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
