package load

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A load given GuessFrom reads the dependencies of those inputs, not only
// its own: a later load of all of them finds its batch in the dependency
// cache and writes no entry of its own, where without GuessFrom it would
// key (and check) a batch of its own.
func TestGuessFromCachesTheWiderBatch(t *testing.T) {
	for _, wide := range []bool{true, false} {
		dir := t.TempDir()
		for name, content := range map[string]string{
			"go.mod":   "module example.com/m\n\ngo 1.22\n",
			"a/a.go":   "package a\n\nimport \"net/url\"\n\n// A is typed.\ntype A struct{ U url.URL }\n",
			"b/b.go":   "package b\n\nimport \"text/template\"\n\n// B is parsed only.\ntype B struct{ T *template.Template }\n",
			"b/doc.go": "package b\n",
		} {
			path := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		cache := t.TempDir()
		t.Setenv("KUBEGEN_CACHE", cache)
		t.Setenv("GOWORK", "off")
		t.Setenv("GOFLAGS", "-mod=mod")
		c := Config{Dir: dir, SourceDeps: true}
		first := c
		if wide {
			first.GuessFrom = []string{"./a", "./b"}
		}
		pkgs, _, err := Typed(first, []string{"./a"})
		if err != nil || len(pkgs) != 1 || pkgs[0].Types == nil || pkgs[0].Types.Scope().Lookup("A") == nil {
			t.Fatalf("wide %v: first load: %v", wide, err)
		}
		before := depEntries(t, cache)
		if _, _, err := Typed(c, []string{"./a", "./b"}); err != nil {
			t.Fatalf("wide %v: second load: %v", wide, err)
		}
		after := depEntries(t, cache)
		if wide && after != before {
			t.Errorf("with GuessFrom the second load wrote %d dependency entries, want none (it should read the first's)", after-before)
		}
		if !wide && after == before {
			t.Error("without GuessFrom the second load wrote no entry of its own: the test does not see the difference")
		}
	}
}

// depEntries counts the dependency cache's entries (markers aside).
func depEntries(t *testing.T, cache string) int {
	t.Helper()
	n := 0
	err := filepath.WalkDir(filepath.Join(cache, "deps-v1"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && !strings.Contains(d.Name(), ".") {
			n++
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}
