package conversion

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/internal/testfs"
)

const roundTripTest = `package v1

import (
	"net/url"
	"reflect"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"

	"github.com/kubegen/kubegen/convtest/example"
)

func TestRoundTrip(t *testing.T) {
	s := runtime.NewScheme()
	if err := AddToScheme(s); err != nil {
		t.Fatal(err)
	}
	n := int64(7)
	in := &Object{
		ObjectMeta: metav1.ObjectMeta{Name: "a", Labels: map[string]string{"x": "y"}},
		Spec: Wider{Count: 3, Items: []Item{{Name: "i", Weight: 2}}, ByKey: map[string]Item{"k": {Name: "k", Weight: 5}},
			First: &Item{Name: "f", Weight: 1},
			Same:  Same{Name: "s", Count: 1, Phase: "P", Labels: Labels{"a": "b"}, Tags: []string{"t"}, Ptr: &n}},
		Status: Status{Phase: "Running", Conditions: []string{"c"}},
	}
	var mid example.Object
	if err := s.Convert(in, &mid, nil); err != nil {
		t.Fatal(err)
	}
	if mid.Name != "a" || mid.Spec.Count != 3 || mid.Spec.Items[0].Weight != 2 || mid.Spec.ByKey["k"].Weight != 5 ||
		mid.Spec.First.Weight != 1 || *mid.Spec.Same.Ptr != 7 || mid.Spec.Same.Labels["a"] != "b" || mid.Status.Phase != "Running" {
		t.Errorf("converted to the internal version: %+v", mid)
	}
	mid.Status.Internal = "dropped on the way back"
	var back Object
	if err := s.Convert(&mid, &back, nil); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(in, &back) {
		t.Errorf("round trip changed the object:\n%+v\n%+v", in, &back)
	}

	var h example.Holder
	if err := s.Convert(&Holder{Name: "h", Secret: Secret{Value: "v"}}, &h, nil); err != nil {
		t.Fatal(err)
	}
	if h.Name != "h" || h.Secret.Value != "" {
		t.Errorf("a field with a drop conversion was converted: %+v", h)
	}

	var q QueryOptions
	if err := s.Convert(&url.Values{"query": {"x"}}, &q, nil); err != nil {
		t.Fatal(err)
	}
	if q.Query != "x" {
		t.Errorf("from url.Values: %+v", q)
	}
}
`

// TestGeneratedCodeConverts builds the shapes corpus with our generated
// file in a scratch module and converts an object to the internal version
// and back through a scheme: the registered functions convert every field
// (through unsafe conversions and field by field), the hand-written ones
// are called, and the round trip is lossless.
func TestGeneratedCodeConverts(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a test in a scratch module; skipped with -short")
	}
	dir := t.TempDir()
	for _, f := range []string{"go.mod", "go.sum"} {
		b, err := os.ReadFile(filepath.Join("..", "..", f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, f), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const from, to = "github.com/kubegen/kubegen/generators/conversion/testdata/shapes", "github.com/kubegen/kubegen/convtest"
	for _, pkg := range []string{"example", "v1"} {
		testfs.CopyTree(t, filepath.Join("testdata", "shapes", pkg), filepath.Join(dir, "convtest", pkg))
		entries, _ := os.ReadDir(filepath.Join(dir, "convtest", pkg))
		for _, e := range entries {
			p := filepath.Join(dir, "convtest", pkg, e.Name())
			b, _ := os.ReadFile(p)
			if err := os.WriteFile(p, []byte(strings.ReplaceAll(string(b), from, to)), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	files := generateIn(t, dir, []string{"./convtest/v1"}, Options{OutputFile: "zz_generated.conversion.go", BasePeerDirs: DefaultBasePeerDirs})
	if len(files) != 1 {
		t.Fatalf("%d files", len(files))
	}
	if err := os.WriteFile(files[0].Path, files[0].Content, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "convtest", "v1", "roundtrip_test.go"), []byte(roundTripTest), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "test", "-count=1", "./convtest/...")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go test of the generated conversions: %v\n%s", err, out)
	}
}
