package load

import (
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A load given GuessFrom checks the dependencies of those inputs, not
// only its own, when it checks from source: its own later runs read its
// own batch's entry, and a later load of all the inputs finds its batch in
// the dependency cache and writes no entry of its own, where without
// GuessFrom it checks and keys a batch of its own. The dependencies are a
// module of the test's own, which no build cache holds compiled.
func TestGuessFromCachesTheWiderBatch(t *testing.T) {
	for _, wide := range []bool{true, false} {
		dir := t.TempDir()
		for name, content := range map[string]string{
			"go.mod":     "module example.com/m\n\ngo 1.22\n\nrequire example.com/dep v0.0.0\n\nreplace example.com/dep => ./dep\n",
			"a/a.go":     "package a\n\nimport \"example.com/dep/x\"\n\n// A is typed.\ntype A struct{ X x.X }\n",
			"b/b.go":     "package b\n\nimport \"example.com/dep/y\"\n\n// B is parsed only.\ntype B struct{ Y y.Y }\n",
			"dep/go.mod": "module example.com/dep\n\ngo 1.22\n",
			"dep/x/x.go": "package x\n\n// X is a dependency.\ntype X struct{ N int }\n\nconst Dir = " + strconv.Quote(dir) + "\n",
			"dep/y/y.go": "package y\n\n// Y is another.\ntype Y struct{ S string }\n",
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
		t.Setenv("GOPROXY", "off")
		c := Config{Dir: dir}
		first := c
		if wide {
			first.GuessFrom = []string{"./a", "./b"}
		}
		load := func(c Config, inputs ...string) int {
			t.Helper()
			pkgs, _, err := Typed(c, inputs)
			if err != nil || len(pkgs) != len(inputs) || pkgs[0].Types == nil || pkgs[0].Types.Scope().Lookup("A") == nil {
				t.Fatalf("wide %v: loading %v: %v", wide, inputs, err)
			}
			return depEntries(t, cache)
		}
		n := load(first, "./a")
		if want := map[bool]int{true: 2, false: 1}[wide]; n != want {
			t.Errorf("wide %v: the first load wrote %d entries, want %d (its own batch's, and the wide one's with GuessFrom)", wide, n, want)
		}
		if again := load(first, "./a"); again != n {
			t.Errorf("wide %v: the same load again wrote %d entries, want it to read its own", wide, again-n)
		}
		after := load(c, "./a", "./b")
		if wide && after != n {
			t.Errorf("with GuessFrom the load of every input wrote %d dependency entries, want none (it should read the first's)", after-n)
		}
		if !wide && after == n {
			t.Error("without GuessFrom the load of every input wrote no entry of its own: the test does not see the difference")
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
