package load

import (
	"bytes"
	"fmt"
	"go/printer"
	"go/token"
	"go/types"
	"sync"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"

	"github.com/kubegen/kubegen/internal/testfs"
)

// cacheUser loads one small module the way the commands do, through all
// three caches below one root.
type cacheUser struct {
	dir   string
	parse *parseCache
	deps  *depCache
}

// hits counts the loads answered from each cache.
type hits struct{ list, parse, deps int64 }

func (u *cacheUser) hits() hits {
	listHits.Lock()
	defer listHits.Unlock()
	return hits{int64(listHits.n), u.parse.hits.Load(), u.deps.hits.Load()}
}

func newCacheUser(t *testing.T) (*cacheUser, string) {
	t.Helper()
	root := t.TempDir()
	t.Setenv(cacheEnv, root) // the list cache's place
	dir := t.TempDir()
	testfs.WriteFiles(t, dir, map[string]string{
		"go.mod":       "module example.com/m\n\ngo 1.22\n",
		"a/types.go":   "package a\n\n// T is a type.\ntype T struct{ N int }\n",
		"a/zz_copy.go": "package a\n\nfunc (t *T) Copy() *T {\n\tc := *t\n\treturn &c\n}\n",
	})
	tool := []byte("test tool")
	return &cacheUser{dir: dir, parse: newParseCache(root, tool), deps: newDepCache(root, tool)}, root
}

// load lists, parses and checks the module's package and describes what
// it got: the syntax (with positions) and the checked types.
func (u *cacheUser) load() (string, error) {
	fset := token.NewFileSet()
	pkgs, err := listPackages(&packages.Config{Mode: listMode, Dir: u.dir, Fset: fset}, "./a")
	if err != nil {
		return "", err
	}
	if len(pkgs) != 1 || len(pkgs[0].GoFiles) != 2 {
		return "", fmt.Errorf("listed %v", pkgs)
	}
	diags, err := parseAll(fset, pkgs, u.parse)
	if err == nil {
		err = diags.Err()
	}
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	for _, f := range pkgs[0].Syntax {
		printer.Fprint(&b, fset, f)
		fmt.Fprintf(&b, "\n%v %d decls\n", fset.Position(f.Name.Pos()), len(f.Decls))
	}
	su := &sourceUniverse{dir: u.dir, fset: token.NewFileSet(), done: map[string]*types.Package{"unsafe": types.Unsafe}, cache: u.deps}
	r := su.load([]string{"example.com/m/a"})
	if r.err != nil || len(r.diags) > 0 || r.pkgs["example.com/m/a"] == nil {
		return "", fmt.Errorf("checking: %v %v", r.err, r.diags)
	}
	return b.String() + describeExported(r.pkgs["example.com/m/a"]), nil
}

// cacheFiles counts the entries of the three caches below root.
func cacheFiles(t *testing.T, root string) int {
	n := 0
	for _, f := range files(t, root) {
		if f != trimFile {
			n++
		}
	}
	return n
}

// A load whose entries a trim removed misses every cache and still gives
// what the first load gave; the next one is answered from the entries it
// wrote again.
func TestTrimmedEntriesMiss(t *testing.T) {
	u, root := newCacheUser(t)
	want, err := u.load()
	if err != nil {
		t.Fatal(err)
	}
	before := u.hits()
	if got, err := u.load(); err != nil || got != want {
		t.Fatalf("second load: %v\n%s\nwant\n%s", err, got, want)
	}
	if h := u.hits(); h.list == before.list || h.parse == before.parse || h.deps == before.deps {
		t.Fatalf("the second load missed a cache: hits %+v, before %+v", h, before)
	}
	written := cacheFiles(t, root)

	// Nothing used for trimLimit: the clock is moved ahead of the files.
	later := time.Now().Add(trimLimit + 2*usedInterval)
	if !caches.trimRoot(root, later) {
		t.Fatal("no trim")
	}
	if n := cacheFiles(t, root); n != 0 {
		t.Fatalf("%d of %d entries left after the trim: %q", n, written, files(t, root))
	}
	forgetGoEnv() // as a new process would: its go env entries were trimmed too
	before = u.hits()
	if got, err := u.load(); err != nil || got != want {
		t.Fatalf("load after the trim: %v\n%s\nwant\n%s", err, got, want)
	}
	if h := u.hits(); h != before {
		t.Errorf("a load after the trim hit a removed entry: hits %+v, before %+v", h, before)
	}
	if n := cacheFiles(t, root); n != written {
		t.Errorf("the load after the trim wrote %d entries, want %d", n, written)
	}
	before = u.hits()
	if got, err := u.load(); err != nil || got != want {
		t.Fatalf("load after rewriting: %v", err)
	}
	if h := u.hits(); h.list == before.list || h.parse == before.parse || h.deps == before.deps {
		t.Errorf("the rewritten entries missed: hits %+v, before %+v", h, before)
	}
}

// Loads racing trims that remove every entry as soon as it is written
// (a clock far ahead) all succeed with the same result; the race detector
// and the entries' checks see nothing torn.
func TestTrimRacingLoads(t *testing.T) {
	u, root := newCacheUser(t)
	want, err := u.load()
	if err != nil {
		t.Fatal(err)
	}
	before := u.hits()
	cutoff := time.Now().Add(trimLimit)
	stop := make(chan struct{})
	trims := make(chan int)
	go func() {
		n := 0
		defer func() { trims <- n }()
		for {
			select {
			case <-stop:
				return
			default:
				caches.trimEntries(root, cutoff)
				n++
			}
		}
	}()
	var wg sync.WaitGroup
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 3 {
				if got, err := u.load(); err != nil || got != want {
					t.Errorf("load racing a trim: %v\n%s\nwant\n%s", err, got, want)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(stop)
	if n := <-trims; n == 0 {
		t.Fatal("no trim ran during the loads")
	}
	h := u.hits()
	t.Logf("6 loads: %d list, %d parse, %d dependency cache hits", h.list-before.list, h.parse-before.parse, h.deps-before.deps)
	// What the last loads wrote, unless a trim took it, is whole.
	if got, err := u.load(); err != nil || got != want {
		t.Errorf("load after the race: %v\n%s\nwant\n%s", err, got, want)
	}
}
