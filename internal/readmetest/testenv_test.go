package readmetest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// TestReadmeTestenv follows docs/testing-with-testenv.md ("Testing your
// controller against a real API server") in the scratch module of
// docs/own-project.md: the user's test starts the real kube-apiserver from testenv,
// creates a namespace, a configmap and a Foo, sees them through informers
// (the generated one for Foo), and runs as a limited RBAC user that is
// refused what it may not do. The test file is the page's block as it
// is; it fails if the page's test fails.
func TestReadmeTestenv(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and starts kube-apiserver; skipped with -short")
	}
	// The user's test gets the server from the module, as a user's
	// would, not the binary make test built: the one in the user cache
	// directory when it was built from the same inputs (whichever module
	// built it), else a build (the Go build cache has its packages).
	t.Setenv("KUBEGEN_TESTSERVER", "")
	blocks := readmeBlocksNamed(t, "testenv-test.go", "testenv-add", "testenv-run")
	mod := testenvProject(t)
	write(t, filepath.Join(mod, "myproject_test.go"), blocks["testenv-test.go"])
	addTestenv(t, mod, blocks["testenv-add"])
	out := shell(t, mod, blocks["testenv-run"], 0)
	if !strings.Contains(out, "--- PASS: TestWithRealAPIServer") {
		t.Errorf("docs/testing-with-testenv.md's test did not report a pass:\n%s", out)
	}
}

// addTestenv runs docs/testing-with-testenv.md's step that adds testenv, after the test
// importing it is written (tidy drops a requirement nothing imports), and
// checks go.mod. When the other test sharing the module ran first, the
// requirement is there already and the step only repeats itself.
func addTestenv(t *testing.T, mod, step string) {
	t.Helper()
	shell(t, mod, step, 0)
	gomod, err := os.ReadFile(filepath.Join(mod, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^(require )?\s*github\.com/kubegen/kubegen/testenv v`).Match(gomod) {
		t.Errorf("go.mod after docs/testing-with-testenv.md's testenv step does not require testenv:\n%s", gomod)
	}
	// The user's module must not need to replace Kubernetes' staging
	// modules itself, as building kube-apiserver in its own module would
	// demand.
	if m := regexp.MustCompile(`(?m)^(replace )?\s*k8s\.io/\S+( \S+)? =>.*$`).Find(gomod); m != nil {
		t.Errorf("go.mod after docs/testing-with-testenv.md's testenv step replaces a Kubernetes module: %q\n%s", m, gomod)
	}
}

// testenvScratch is the scratch module of docs/testing-with-testenv.md,
// which TestReadmeTestenv and TestReadmeEnvtestSuite share: setting it up
// (generating the project) is about half of either test's time, and each
// adds files in a package of its own. TestMain removes it.
var testenvScratch struct {
	once sync.Once
	dir  string // the scratch directory, beside ../kubegen
	mod  string // the module; empty until its setup succeeded
}

// testenvProject returns docs/own-project.md's project ("Using kubegen in
// your own project"), generated, with its CRD in config/crd; the first test
// that asks sets it up.
func testenvProject(t *testing.T) string {
	t.Helper()
	s := &testenvScratch
	s.once.Do(func() {
		blocks := readmeBlocksNamed(t, "add", "generate.go", "generate")
		dir, err := os.MkdirTemp("", "readmetest-testenv-")
		if err != nil {
			t.Fatal(err)
		}
		s.dir = dir
		linkRepo(t, dir)
		mod := generatedOwnProject(t, blocks, dir)
		write(t, filepath.Join(mod, "config", "crd", "example.com_foos.yaml"), fooCRD)
		s.mod = mod
	})
	if s.mod == "" {
		t.Fatal("the scratch module of docs/testing-with-testenv.md could not be set up (see the first test that tried)")
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
// write it for docs/own-project.md's types.
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
