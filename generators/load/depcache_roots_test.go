package load

import (
	"go/token"
	"go/types"
	"testing"
)

// An entry holds its roots whole and of the packages below them only what
// the roots refer to; a universe read from one is partial. A later batch
// on it reads that batch's own entry on top (with no entry, the depLoader
// starts again, whole for every path, and writes the missed entry for the
// next process).
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

	// below is in the universe, in part: with no entry of its own, the
	// later batch starts again.
	if _, restart := second.load([]string{below}); !restart {
		t.Fatal("a later batch without an entry on a partial universe did not restart")
	}
	r := second.fromSource([]string{root, below})
	if r.err != nil || r.pkgs[below] == nil {
		t.Fatalf("loading again: %v", r.err)
	}
	if n := exportedNames(r.pkgs[below]); n != whole {
		t.Errorf("after the restart %s has %d names, want %d", below, n, whole)
	}

	// The restart wrote the batch it missed: the next process reads both
	// entries, the second on top of the first, without starting again,
	// and gets the later batch's root whole.
	next := &depLoader{c: c, fset: token.NewFileSet()}
	if r, _ := next.load([]string{root}); r.err != nil || !next.src.partial {
		t.Fatalf("after a restart: err %v, partial %v; want the first entry read", r.err, next.src.partial)
	}
	meta := next.src.done[root]
	r, restart := next.load([]string{below})
	if restart || r.err != nil || next.src.cache.hits.Load() != 2 {
		t.Fatalf("the later batch: restart %v, err %v, %d entries read; want its entry read on top", restart, r.err, next.src.cache.hits.Load())
	}
	if n := exportedNames(r.pkgs[below]); n != whole || !r.pkgs[below].Complete() {
		t.Errorf("%s read from its entry on a partial universe with %d names (complete %v), want %d", below, n, r.pkgs[below].Complete(), whole)
	}
	if next.src.done[root] != meta {
		t.Error("reading the later entry replaced the earlier root")
	}
	// One universe: the type the first entry gave is the one the second
	// refers to.
	gvk := types.Unalias(r.pkgs[below].Scope().Lookup("GroupVersionKind").Type())
	if obj, _, _ := types.LookupFieldOrMethod(meta.Scope().Lookup("TypeMeta").Type(), true, meta, "GroupVersionKind"); obj == nil {
		t.Fatal("TypeMeta has no GroupVersionKind method")
	} else if res := obj.Type().(*types.Signature).Results().At(0).Type(); !types.Identical(res, gvk) {
		t.Errorf("TypeMeta.GroupVersionKind returns %v, not the universe's %v", res, gvk)
	}

	// A load of two batches checked from source writes both entries.
	t.Setenv("KUBEGEN_CACHE", t.TempDir())
	two := &depLoader{c: c, fset: token.NewFileSet()}
	two.load([]string{root})
	if _, restart := two.load([]string{below}); restart {
		t.Fatal("a later batch on a universe checked from source restarted")
	}
	third := &depLoader{c: c, fset: token.NewFileSet()}
	third.load([]string{root})
	if r, restart := third.load([]string{below}); restart || r.err != nil || third.src.cache.hits.Load() != 2 {
		t.Fatalf("after a load of two batches: restart %v, err %v, %d entries read; want both entries read", restart, r.err, third.src.cache.hits.Load())
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
