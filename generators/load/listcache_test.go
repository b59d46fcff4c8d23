package load

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"
)

// The list cache answers a repeated load without go list, and never
// answers a load whose tree changed in a way that changes go list's
// answer: each step below changes something and requires the answer go
// list gives (compared field by field with packages.Load), from the cache
// only where nothing that matters changed.
func TestListCacheAnswersOnlyUnchangedTrees(t *testing.T) {
	t.Setenv("KUBEGEN_CACHE", t.TempDir())
	for _, mode := range []packages.LoadMode{listMode, listModes} {
		t.Run(fmt.Sprint(mode), func(t *testing.T) {
			tree := &listTestTree{t: t, dir: t.TempDir(), mode: mode}
			dir, write, step := tree.dir, tree.write, tree.step
			// age sets every file's times well before now, as if written
			// long before the next entry, whose checks then trust their
			// metadata.
			age := func() {
				t.Helper()
				old := time.Now().Add(-3 * racyWindow)
				filepath.Walk(dir, func(p string, _ os.FileInfo, _ error) error { return os.Chtimes(p, old, old) })
			}
			write("go.mod", "module example.com/m\n\ngo 1.22\n")
			write("a/a.go", "package a\n\nimport (\n\t\"example.com/m/b\"\n\t\"strings\"\n)\n\nvar X = strings.ToUpper(b.Y)\n")
			write("b/b.go", "package b\n\nconst Y = \"y\"\n")
			step("first load", false)
			step("nothing changed", true)

			write("b/b.go", "package b\n\nimport \"fmt\"\n\nvar Y = fmt.Sprint(1)\n")
			step("a dependency's import added", false)
			step("nothing changed since", true)

			// The same content written again (new times, maybe a new
			// inode, as kube_codegen.sh's removal and kubegen's rewrite
			// of a file do) is compared by content.
			write("b/b.go", "package b\n\nimport \"fmt\"\n\nvar Y = fmt.Sprint(1)\n")
			step("a file rewritten unchanged", true)
			age()
			step("times changed, content not", true)

			// An entry written now trusts the metadata of the aged files;
			// an edit keeping size and modification time still changes
			// the change time.
			// (The change time cannot be set: the window shrinks instead,
			// and is waited out.)
			defer func(w time.Duration) { racyWindow = w }(racyWindow)
			racyWindow = 20 * time.Millisecond
			time.Sleep(3 * racyWindow)
			write("a/notes.txt", "not Go")
			step("a file go list ignores added", false)
			racyWindow = 2 * time.Second
			step("nothing changed after the entry trusting metadata", true)
			info, err := os.Stat(filepath.Join(dir, "b/b.go"))
			if err != nil {
				t.Fatal(err)
			}
			write("b/b.go", "package b\n\nimport \"os\"\n\nvar Y = os.Args[0]    \n")
			os.Chtimes(filepath.Join(dir, "b/b.go"), info.ModTime(), info.ModTime())
			if now, _ := os.Stat(filepath.Join(dir, "b/b.go")); now.Size() != info.Size() || !now.ModTime().Equal(info.ModTime()) {
				t.Fatal("the edit changed the size or modification time")
			}
			step("another import, same size, modification time put back", false)

			write("a/extra.go", "package a\n\nimport \"bytes\"\n\nvar Z = bytes.MinRead\n")
			step("a file added", false)
			write("a/skip.go", "//go:build never\n\npackage a\n\nimport \"net/http\"\n")
			step("an ignored file added", false)
			os.Remove(filepath.Join(dir, "a/extra.go"))
			step("a file removed", false)
			step("nothing changed at the end", true)

			write("go.mod", "module example.com/m\n\ngo 1.22\n\n// a comment\n")
			step("go.mod changed", false)
			t.Setenv("GOFLAGS", "-tags=never")
			step("build tags changed", false)
		})
	}
}

// A load go list reports errors for is never kept; once the error is
// fixed, the answer is go list's.
func TestListCacheKeepsNoErrors(t *testing.T) {
	t.Setenv("KUBEGEN_CACHE", t.TempDir())
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/m\n\ngo 1.22\n"), 0o644)
	os.Mkdir(filepath.Join(dir, "a"), 0o755)
	os.WriteFile(filepath.Join(dir, "a/a.go"), []byte("package a\n\nimport \"example.com/m/missing\"\n\nvar _ = missing.X\n"), 0o644)
	load := func() string {
		got, err := listPackages(&packages.Config{Mode: listModes, Dir: dir}, "./a")
		if err != nil {
			t.Fatal(err)
		}
		return describeGraph(got)
	}
	first, second := load(), load()
	if !strings.Contains(first, "error") || first != second {
		t.Fatalf("a missing import: first load\n%s\nsecond\n%s\nwant the same error twice", first, second)
	}
	os.Mkdir(filepath.Join(dir, "missing"), 0o755)
	os.WriteFile(filepath.Join(dir, "missing/m.go"), []byte("package missing\n\nconst X = 1\n"), 0o644)
	if got := load(); strings.Contains(got, "error") || !strings.Contains(got, "example.com/m/missing") {
		t.Errorf("after adding the missing package:\n%s", got)
	}
	// A nested module now owns the package: go list no longer finds it.
	os.WriteFile(filepath.Join(dir, "missing/go.mod"), []byte("module example.com/other\n"), 0o644)
	if got := load(); !strings.Contains(got, "error") {
		t.Errorf("after the package moved to a nested module:\n%s\nwant an error", got)
	}
}

// describeGraph prints what a listing load returns, every package of the
// graph below roots, in a stable order.
func describeGraph(roots []*packages.Package) string {
	var lines []string
	for i, r := range roots {
		lines = append(lines, fmt.Sprintf("root %d %s", i, r.ID))
	}
	packages.Visit(roots, nil, func(p *packages.Package) {
		var imps []string
		for path, imp := range p.Imports {
			imps = append(imps, fmt.Sprintf("%s=%s(%s)", path, imp.ID, imp.Name))
		}
		slices.Sort(imps)
		mod := ""
		if p.Module != nil {
			mod = p.Module.Path + " " + p.Module.Dir + " " + p.Module.GoMod
		}
		var errs []string
		for _, e := range p.Errors {
			errs = append(errs, "error "+e.Msg)
		}
		lines = append(lines, fmt.Sprintf("%s name=%s path=%s files=%v other=%v ignored=%v imports=%v module=%s %v",
			p.ID, p.Name, p.PkgPath, p.GoFiles, p.OtherFiles, p.IgnoredFiles, imps, mod, errs))
	})
	return strings.Join(lines, "\n")
}

// Once a directory's metadata is trusted (it had not changed for
// racyWindow when the entry was written), its names are not read again
// while the metadata is the same: a file added, removed or renamed there
// must still change the answer, and an edit in place (which leaves the
// directory alone) too.
func TestListCacheTrustedDirectoriesStillSeeChanges(t *testing.T) {
	t.Setenv("KUBEGEN_CACHE", t.TempDir())
	defer func(w time.Duration) { racyWindow = w }(racyWindow)
	racyWindow = 20 * time.Millisecond
	tree := &listTestTree{t: t, dir: t.TempDir(), mode: listModes}
	dir, write, step := tree.dir, tree.write, tree.step
	// settle waits until what was just written is older than the window,
	// then writes a fresh entry (the one there written too early to trust
	// its directories removed), which trusts both.
	settle := func(what string) {
		t.Helper()
		time.Sleep(3 * racyWindow)
		lc := listCacheFor(&packages.Config{Mode: listModes, Dir: dir}, []string{"./a"})
		os.Remove(lc.dir.path(lc.key))
		step(what, false)
		b, err := lc.dir.read(lc.key)
		if err != nil {
			t.Fatal(err)
		}
		trusted := 0
		for _, c := range newEntryReader(b).checks() {
			if c.Kind == "dir" && c.DirStat != "" {
				trusted++
			}
		}
		if trusted != 2 {
			t.Fatalf("%s: %d directories trusted, want a and b", what, trusted)
		}
		step(what+", read again", true)
	}
	write("go.mod", "module example.com/m\n\ngo 1.22\n")
	write("a/a.go", "package a\n\nimport \"example.com/m/b\"\n\nvar X = b.Y\n")
	write("b/b.go", "package b\n\nconst Y = \"y\"\n")
	write("b/notes.txt", "package b\n\nconst W = 1\n") // not a Go file, until renamed
	settle("first load")

	write("b/more.go", "package b\n\nimport \"strings\"\n\nvar Z = strings.ToUpper(Y)\n")
	step("a file added", false)
	settle("after the addition")

	if err := os.Remove(filepath.Join(dir, "b/more.go")); err != nil {
		t.Fatal(err)
	}
	step("a file removed", false)
	settle("after the removal")

	if err := os.Rename(filepath.Join(dir, "b/notes.txt"), filepath.Join(dir, "b/c.go")); err != nil {
		t.Fatal(err)
	}
	step("a file renamed into a Go file", false)
	settle("after the rename")

	write("b/b.go", "package b\n\nimport \"fmt\"\n\nvar Y = fmt.Sprint(1)\n")
	step("a file edited in place", false)
	step("nothing changed since", true)
}

// listTestTree is a module the list cache tests change step by step.
type listTestTree struct {
	t    *testing.T
	dir  string
	mode packages.LoadMode
}

func (lt *listTestTree) write(name, content string) {
	lt.t.Helper()
	p := filepath.Join(lt.dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		lt.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		lt.t.Fatal(err)
	}
}

// step loads ./a through the list cache, requires it to be answered from
// the cache or not (wantHit), and requires go list's answer either way.
func (lt *listTestTree) step(what string, wantHit bool) {
	t := lt.t
	t.Helper()
	hits := func() int { listHits.Lock(); defer listHits.Unlock(); return listHits.n }
	before := hits()
	got, err := listPackages(&packages.Config{Mode: lt.mode, Dir: lt.dir}, "./a")
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if hit := hits() > before; hit != wantHit {
		t.Errorf("%s: answered from the cache: %v, want %v", what, hit, wantHit)
	}
	want, err := packages.Load(&packages.Config{Mode: lt.mode, Dir: lt.dir}, "./a")
	if err != nil {
		t.Fatal(err)
	}
	if g, w := describeGraph(got), describeGraph(want); g != w {
		t.Errorf("%s: the cached load says\n%s\ngo list says\n%s", what, g, w)
	}
}
