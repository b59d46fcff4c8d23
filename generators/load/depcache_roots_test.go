package load

import (
	"go/token"
	"testing"
)

// An entry holds its roots whole and of the packages below them only what
// the roots refer to; a universe read from one is partial, and a later
// batch on it makes the depLoader start again, whole for every path.
func TestDependencyCacheEntryHoldsRoots(t *testing.T) {
	const root, below = "k8s.io/apimachinery/pkg/apis/meta/v1", "k8s.io/apimachinery/pkg/runtime/schema"
	t.Setenv("KUBEGEN_CACHE", t.TempDir())
	c := Config{Dir: ".", SourceDeps: true}
	first := &depLoader{c: c, fset: token.NewFileSet()}
	if r, _ := first.load([]string{root}); r.err != nil || r.pkgs[root] == nil {
		t.Fatalf("loading %s: %v", root, r.err)
	}
	if first.src.partial {
		t.Fatal("a universe checked from source is partial")
	}
	whole := len(first.src.done[below].Scope().Names())

	second := &depLoader{c: c, fset: token.NewFileSet()}
	if r, _ := second.load([]string{root}); r.err != nil || r.pkgs[root] == nil {
		t.Fatalf("loading %s again: %v", root, r.err)
	}
	if !second.src.partial || second.src.cache.hits.Load() != 1 {
		t.Fatalf("second load: partial %v, %d entries read; want it read from the entry", second.src.partial, second.src.cache.hits.Load())
	}
	if got, want := describeExported(second.src.done[root]), describeExported(first.src.done[root]); got != want {
		t.Errorf("root from the entry:\n%s\nchecked from source:\n%s", got, want)
	}
	if n := len(second.src.done[below].Scope().Names()); n == 0 || n >= whole {
		t.Errorf("%s read with %d names, checked with %d: want the part %s refers to", below, n, whole, root)
	}

	if _, restart := second.load([]string{below}); !restart {
		t.Fatal("a later batch on a partial universe did not restart")
	}
	r := second.fromSource([]string{root, below})
	if r.err != nil || r.pkgs[below] == nil {
		t.Fatalf("loading again: %v", r.err)
	}
	if n := len(r.pkgs[below].Scope().Names()); n != whole {
		t.Errorf("after the restart %s has %d names, want %d", below, n, whole)
	}
}
