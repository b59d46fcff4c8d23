package runtime

import (
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The runtime must not make its users depend on k8s.io/api: that module is
// large, and a program with its own types (CRDs) has no need of it. Tests
// may use it.

func TestRuntimeDoesNotImportKubernetesAPITypes(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files found: %v", err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if path == "k8s.io/api" || strings.HasPrefix(path, "k8s.io/api/") {
				t.Errorf("%s imports %s; use metav1.PartialObjectMetadata or a local type", name, path)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no non-test files checked")
	}
}

// Nor may anything the runtime imports pull k8s.io/api in.
func TestRuntimeDependenciesExcludeKubernetesAPITypes(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command:", err)
	}
	out, err := exec.Command(goTool, "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 10 {
		t.Fatalf("go list -deps printed too little: %q", out)
	}
	for _, dep := range deps {
		if dep == "k8s.io/api" || strings.HasPrefix(dep, "k8s.io/api/") {
			t.Errorf("the runtime depends on %s", dep)
		}
	}
}
