package generators_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestFakeClientsetCompilesNoFieldManagerGenerics generates a clientset
// without apply configurations and compiles its fake with -S: the fake's
// NewClientset must get its field-managed tracker from kubegen's fakeclient
// package, so that none of the generic code of the tracker's types
// (structured-merge-diff's atomic schema caches, sync.Map internals) is
// compiled into the generated package, where every regeneration would pay
// for it again. A test in the same package then uses NewClientset.
func TestFakeClientsetCompilesNoFieldManagerGenerics(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	// Inside the module, so the generated packages build with its go.mod.
	dir, err := os.MkdirTemp("testdata", "tmp-fake-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	pkg := "github.com/kubegen/kubegen/generators/" + filepath.ToSlash(dir) + "/clientset"
	base, err := filepath.Abs("testdata/input/basic/apis")
	if err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, "client-gen", "--output-dir", filepath.Join(dir, "clientset"), "--output-pkg", pkg,
		"--clientset-name", "versioned", "--input-base", base, "--input", "example/v1")
	if code != 0 {
		t.Fatalf("client-gen: exit %d: %s", code, stderr)
	}
	fake := pkg + "/versioned/fake"
	// The fake works: NewClientset keeps managed fields of a created object.
	writeFile(t, filepath.Join(dir, "clientset", "versioned", "fake", "use_test.go"), `package fake

import (
	"context"
	"testing"

	examplev1 "github.com/kubegen/kubegen/generators/testdata/input/basic/apis/example/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

func TestNewClientsetManagesFields(t *testing.T) {
	cs := NewClientset()
	w := &examplev1.Widget{ObjectMeta: metav1.ObjectMeta{Namespace: "ns", Name: "a"}, Spec: examplev1.WidgetSpec{Replicas: 2, Color: "red"}}
	got, err := cs.ExampleV1().Widgets("ns").Create(context.Background(), w, metav1.CreateOptions{FieldManager: "me"})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.ManagedFields) != 1 || got.ManagedFields[0].Manager != "me" {
		t.Fatalf("managed fields: %+v", got.ManagedFields)
	}
}
`)
	if out, err := exec.Command("go", "test", "./"+filepath.ToSlash(filepath.Join(dir, "clientset", "versioned", "fake"))).CombinedOutput(); err != nil {
		t.Fatalf("go test of the generated fake: %v\n%s", err, out)
	}
	out, err := exec.Command("go", "build", "-gcflags="+fake+"=-S", "./"+filepath.ToSlash(filepath.Join(dir, "clientset", "versioned", "fake"))).CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	var compiled int
	for line := range strings.Lines(string(out)) {
		name, rest, ok := strings.Cut(line, " ")
		if !ok || !strings.HasPrefix(rest, "STEXT") {
			continue
		}
		compiled++
		if strings.Contains(name, "structured-merge-diff") || strings.HasPrefix(name, "sync/atomic.") {
			t.Errorf("the fake clientset compiles the field manager's generic code: %s", name)
		}
	}
	if compiled == 0 {
		t.Fatalf("no functions in the -S output; the fake was not compiled:\n%s", out)
	}
}
