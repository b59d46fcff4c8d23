package readmetest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestReadmeTestenv follows the README's "Testing your controller against
// a real API server" in the scratch module of "Using kubegen in your own
// project": the user's test starts the real kube-apiserver from testenv,
// creates a namespace, a configmap and a Foo, sees them through informers
// (the generated one for Foo), and runs as a limited RBAC user that is
// refused what it may not do. The test file is the README's block as it
// is; it fails if the README's test fails.
func TestReadmeTestenv(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and starts kube-apiserver; skipped with -short")
	}
	// The user's test builds the server from the module, as a user's
	// would, not the binary make test built (the Go build cache has its
	// packages: only the main package is compiled and linked again).
	t.Setenv("KUBEGEN_TESTSERVER", "")
	blocks := readmeBlocksNamed(t, "testenv-test.go", "testenv-run")
	mod := testenvProject(t)
	write(t, filepath.Join(mod, "myproject_test.go"), blocks["testenv-test.go"])
	out := shell(t, mod, blocks["testenv-run"], 0)
	if !strings.Contains(out, "--- PASS: TestWithRealAPIServer") {
		t.Errorf("the README's test did not report a pass:\n%s", out)
	}
}

// testenvScratch is the scratch module of the README's testenv section,
// which TestReadmeTestenv and TestReadmeEnvtestSuite share: setting it up
// (generating the project, resolving testenv) is much of either test's
// time, and each adds files in a package of its own. TestMain removes it.
var testenvScratch struct {
	once sync.Once
	dir  string // the scratch directory, beside ../kubegen
	mod  string // the module; empty until its setup succeeded
}

// testenvProject returns the README's project of "Using kubegen in your
// own project" with its CRD in config/crd and testenv added by the
// README's step, set up by the first test that asks.
func testenvProject(t *testing.T) string {
	t.Helper()
	s := &testenvScratch
	s.once.Do(func() {
		blocks := readmeBlocksNamed(t, "add", "generate.go", "generate", "testenv-add")
		dir, err := os.MkdirTemp("", "readmetest-testenv-")
		if err != nil {
			t.Fatal(err)
		}
		s.dir = dir
		linkRepo(t, dir)
		mod := generatedOwnProject(t, blocks, dir)
		write(t, filepath.Join(mod, "config", "crd", "example.com_foos.yaml"), fooCRD)
		shell(t, mod, blocks["testenv-add"], 0)
		gomod, err := os.ReadFile(filepath.Join(mod, "go.mod"))
		if err != nil {
			t.Fatal(err)
		}
		// The user's module needs testenv; it must not need to replace
		// Kubernetes' staging modules itself, as building kube-apiserver in
		// its own module would demand.
		if !strings.Contains(string(gomod), "github.com/kubegen/kubegen/testenv") {
			t.Fatalf("go.mod after the README's testenv step does not require testenv:\n%s", gomod)
		}
		if strings.Contains(string(gomod), "k8s.io/api =>") {
			t.Fatalf("go.mod after the README's testenv step replaces k8s.io/api:\n%s", gomod)
		}
		s.mod = mod
	})
	if s.mod == "" {
		t.Fatal("the scratch module of the README's testenv section could not be set up (see the first test that tried)")
	}
	return s.mod
}

// TestMain removes the scratch module the testenv tests share.
func TestMain(m *testing.M) {
	code := m.Run()
	if testenvScratch.dir != "" {
		if err := os.RemoveAll(testenvScratch.dir); err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
	}
	os.Exit(code)
}

// fooCRD is the CRD of the scratch project's Foo, as controller-gen would
// write it for the README's types.
const fooCRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: foos.example.com
spec:
  group: example.com
  names:
    kind: Foo
    listKind: FooList
    plural: foos
    singular: foo
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    subresources:
      status: {}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              replicas: {type: integer, format: int32}
          status:
            type: object
            properties:
              ready: {type: boolean}
`
