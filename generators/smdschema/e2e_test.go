package smdschema

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/generators/load"
)

// TestExamplesCRD builds the schema of examples/crd's API types (read
// only) and runs testdata/crde2e against it: a scratch module that
// requires the examples module, registers Foo and Bar in a scheme and
// applies with two field managers through client-go's field-managed
// object tracker.
func TestExamplesCRD(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program against the examples module")
	}
	examples, err := filepath.Abs(filepath.Join("..", "..", "examples"))
	if err != nil {
		t.Fatal(err)
	}
	pkgs, _, err := load.Typed(load.Config{Dir: examples}, []string{"./crd/apis/samplecontroller/v1alpha1"})
	if err != nil {
		t.Fatal(err)
	}
	text, warns, err := Build(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range warns {
		t.Errorf("unexpected warning: %s", w)
	}
	for _, kind := range []string{"Foo", "Bar"} {
		if !strings.Contains(text, "- name: "+TypeName("github.com/kubegen/kubegen/examples/crd/apis/samplecontroller/v1alpha1", kind)+"\n") {
			t.Errorf("no definition of %s in\n%s", kind, text)
		}
	}

	dir := t.TempDir()
	goMod, err := os.ReadFile(filepath.Join(examples, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	goSum, err := os.ReadFile(filepath.Join(examples, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	main, err := os.ReadFile(filepath.Join("testdata", "crde2e", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	mod := regexp.MustCompile(`(?m)^module .*$`).ReplaceAllString(string(goMod), "module crde2e")
	// The examples module's relative replacements, made absolute.
	mod = regexp.MustCompile(`=> (\.\.?/\S*)`).ReplaceAllStringFunc(mod, func(m string) string {
		return "=> " + filepath.Join(examples, strings.TrimPrefix(m, "=> "))
	})
	mod += "\nrequire github.com/kubegen/kubegen/examples v0.0.0-00010101000000-000000000000\n" +
		"\nreplace github.com/kubegen/kubegen/examples => " + examples + "\n"
	for name, data := range map[string][]byte{"go.mod": []byte(mod), "go.sum": goSum, "main.go": main, "schema.yaml": []byte(text)} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "run", ".", "schema.yaml")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	out, err := cmd.CombinedOutput()
	t.Logf("%s", out)
	if err != nil {
		t.Fatalf("crde2e: %v", err)
	}
	if n := strings.Count(string(out), "ok: "); n != 3 {
		t.Errorf("%d checks passed, want 3", n)
	}
}
