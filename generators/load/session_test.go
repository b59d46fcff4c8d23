package load

import (
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kubegen/kubegen/internal/testfs"
)

// goCalls puts a go command on PATH that records its arguments before
// running the real one, and returns the calls recorded so far.
func goCalls(t *testing.T) func() []string {
	t.Helper()
	real, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	bin := t.TempDir()
	log := filepath.Join(bin, "calls")
	script := "#!/bin/sh\necho \"$*\" >> '" + log + "'\nexec '" + real + "' \"$@\"\n"
	if err := os.WriteFile(filepath.Join(bin, "go"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return func() []string {
		b, _ := os.ReadFile(log)
		return strings.Fields(strings.ReplaceAll(string(b), " ", "_"))
	}
}

// The session's loads of packages the inputs do not import (TypesOf,
// TypesOfAll) and the driver's check of +genclient:method types
// (Declared) go through the load's stages: a second run over an unchanged
// tree is answered by the list, parse and dependency caches without
// running the go command, and gives the same answers.
func TestSessionLoadsAnswerFromTheCaches(t *testing.T) {
	t.Setenv("KUBEGEN_CACHE", t.TempDir())
	dir := t.TempDir()
	testfs.WriteFiles(t, dir, map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go": "package a\n\ntype A struct{ X int }\n",
		"b/b.go": "package b\n\nimport \"example.com/m/a\"\n\ntype B struct{ A a.A }\n\nfunc (B) M() {}\n",
	})
	calls := goCalls(t)
	run := func() string {
		t.Helper()
		s := NewSession(Config{Dir: dir})
		var out strings.Builder
		b, notFound, err := s.TypesOf(token.NewFileSet(), "example.com/m/b")
		if err != nil || notFound {
			t.Fatalf("TypesOf: %v (not found: %v)", err, notFound)
		}
		out.WriteString(describe(b, false))
		all := s.TypesOfAll(token.NewFileSet(), []string{"example.com/m/a", "example.com/m/b"})
		if len(all) != 2 || all["example.com/m/a"] == nil || all["example.com/m/b"] == nil {
			t.Fatalf("TypesOfAll gave %v, want a and b", all)
		}
		out.WriteString(describe(all["example.com/m/a"], false))
		declared, failed, err := Declared(dir, []string{"example.com/m/a", "example.com/m/b"})
		if err != nil {
			t.Fatal(err)
		}
		if !declared["example.com/m/a"]["A"] || !declared["example.com/m/b"]["B"] || len(failed) > 0 {
			t.Errorf("Declared: %v, failed %v; want a.A and b.B declared", declared, failed)
		}
		return out.String()
	}
	first := run()
	if len(calls()) == 0 {
		t.Fatal("the first run ran no go command; the recording is broken")
	}
	n := len(calls())
	second := run()
	if more := calls()[n:]; len(more) > 0 {
		t.Errorf("the second run ran the go command %d times, want none: %v", len(more), more)
	}
	if first != second || !strings.Contains(first, "example.com/m/a.A") || !strings.Contains(first, "M") {
		t.Errorf("first run's types:\n%s\nsecond run's:\n%s", first, second)
	}

	// A load with a missing package is never kept (go list reported an
	// error), and says which package is missing.
	s := NewSession(Config{Dir: dir})
	if all := s.TypesOfAll(nil, []string{"example.com/m/a", "example.com/m/nothere"}); len(all) != 1 || all["example.com/m/a"] == nil {
		t.Errorf("TypesOfAll with a missing package gave %v, want a only", all)
	}
	if _, notFound, err := s.TypesOf(nil, "example.com/m/nothere"); err == nil || !notFound || !strings.Contains(err.Error(), "nothere") {
		t.Errorf("TypesOf of a missing package: error %v, not found %v; want an error naming it and not found", err, notFound)
	}
	declared, failed, err := Declared(dir, []string{"example.com/m/a", "example.com/m/nothere"})
	if err != nil || !declared["example.com/m/a"]["A"] || !strings.Contains(failed["example.com/m/nothere"], "nothere") {
		t.Errorf("Declared: %v, failed %v, error %v; want a.A declared and nothere failed", declared, failed, err)
	}
}
