package load

import (
	"go/token"
	"go/types"
	"testing"
)

// An entry holds its roots whole and of the packages below them only what
// the roots refer to; a universe read from one is partial, and a later
// batch on it makes the depLoader start again, whole for every path. A
// load that had a later batch writes its first entry whole.
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
	whole := exportedNames(first.src.done[below])

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
	if n := exportedNames(second.src.done[below]); n == 0 || n >= whole {
		t.Errorf("%s read with %d names, checked with %d: want the part %s refers to", below, n, whole, root)
	}

	if _, restart := second.load([]string{below}); !restart {
		t.Fatal("a later batch on a partial universe did not restart")
	}
	r := second.fromSource([]string{root, below})
	if r.err != nil || r.pkgs[below] == nil {
		t.Fatalf("loading again: %v", r.err)
	}
	if n := exportedNames(r.pkgs[below]); n != whole {
		t.Errorf("after the restart %s has %d names, want %d", below, n, whole)
	}

	// A load of two batches writes its first entry again, whole: the next
	// process meeting the same batches reads it without starting again.
	t.Setenv("KUBEGEN_CACHE", t.TempDir())
	two := &depLoader{c: c, fset: token.NewFileSet()}
	two.load([]string{root})
	if _, restart := two.load([]string{below}); restart {
		t.Fatal("a later batch on a universe checked from source restarted")
	}
	next := &depLoader{c: c, fset: token.NewFileSet()}
	if r, _ := next.load([]string{root}); r.err != nil || next.src.partial || next.src.cache.hits.Load() != 1 {
		t.Fatalf("after a load of two batches: err %v, partial %v, %d entries read; want the first entry read whole", r.err, next.src.partial, next.src.cache.hits.Load())
	}
	if n := exportedNames(next.src.done[below]); n != whole {
		t.Errorf("%s read from the rewritten entry with %d names, want %d", below, n, whole)
	}
}

// exportedNames counts the exported names of p's scope (an entry holds
// the unexported ones only where an exported one refers to them).
func exportedNames(p *types.Package) int {
	n := 0
	for _, name := range p.Scope().Names() {
		if p.Scope().Lookup(name).Exported() {
			n++
		}
	}
	return n
}
