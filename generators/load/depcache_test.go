package load

import (
	"go/token"
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/tools/go/packages"
)

// A second process meeting the same dependency graph reads it from the
// entry the first one wrote, and gets the types checking from source gives.
func TestDependencyCacheGivesTheSameTypes(t *testing.T) {
	const dep = "k8s.io/apimachinery/pkg/apis/meta/v1"
	cache := newDepCache(t.TempDir(), []byte("test tool"))
	load := func() (exportResult, *sourceUniverse) {
		u := newSourceUniverse(".", token.NewFileSet())
		u.cache = cache
		r := u.load([]string{dep})
		if r.err != nil || r.pkgs[dep] == nil {
			t.Fatalf("loading %s: %v", dep, r.err)
		}
		return r, u
	}
	checked, _ := load()
	if n := cache.hits.Load(); n != 0 {
		t.Fatalf("first load read %d entries of an empty cache", n)
	}
	read, u := load()
	if n := cache.hits.Load(); n != 1 {
		t.Fatalf("second load read %d entries, want 1", n)
	}
	for _, name := range []string{"ObjectMeta", "Time", "ListMeta"} {
		if u.done[dep].Scope().Lookup(name) == nil {
			t.Errorf("%s.%s missing from the entry", dep, name)
		}
	}
	if got, want := describeExported(read.pkgs[dep]), describeExported(checked.pkgs[dep]); got != want || got == "" {
		t.Errorf("types from the cache:\n%s\nchecked from source:\n%s", got, want)
	}
	// Positions survive: the generators read which file declares a method.
	m := read.pkgs[dep].Scope().Lookup("ObjectMeta")
	if pos := u.fset.Position(m.Pos()); filepath.Base(pos.Filename) != "types.go" || pos.Line == 0 {
		t.Errorf("ObjectMeta declared at %v, want types.go", pos)
	}
}

// An entry's key follows the content of files outside the module cache,
// and never reads a file of a module version (which the go command keeps
// unchanged).
func TestDependencyCacheKey(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	if err := os.WriteFile(file, []byte("package a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	p := &packages.Package{PkgPath: "example.com/a", Name: "a", GoFiles: []string{file}}
	key := func() string {
		t.Helper()
		k, err := packageKey(p, map[*packages.Package][]byte{}, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		return string(k)
	}
	before := key()
	if key() != before {
		t.Fatal("the same package gets two keys")
	}
	if err := os.WriteFile(file, []byte("package a\n\ntype T int\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if key() == before {
		t.Error("editing a file keeps the key")
	}

	p.Module = &packages.Module{Path: "example.com/a", Version: "v1.0.0"}
	p.GoFiles = []string{filepath.Join(dir, "absent.go")}
	if _, err := packageKey(p, map[*packages.Package][]byte{}, "", nil); err != nil {
		t.Errorf("a module version's file was read: %v", err)
	}
	p.Module.Replace = &packages.Module{Path: "../a"}
	if _, err := packageKey(p, map[*packages.Package][]byte{}, "", nil); err == nil {
		t.Error("a directory replacement's files were not read")
	}

	// A standard library package (no module) in the GOROOT the key names
	// (with its version) is keyed by path; outside it, or with no GOROOT
	// given (a development toolchain), its files are read.
	goroot := filepath.Join(dir, "goroot")
	std := &packages.Package{PkgPath: "strings", Name: "strings", Dir: filepath.Join(goroot, "src", "strings"),
		GoFiles: []string{filepath.Join(goroot, "src", "strings", "absent.go")}}
	if _, err := packageKey(std, map[*packages.Package][]byte{}, goroot, nil); err != nil {
		t.Errorf("a GOROOT package's file was read: %v", err)
	}
	if _, err := packageKey(std, map[*packages.Package][]byte{}, "", nil); err == nil {
		t.Error("without a GOROOT, a module-less package's files were not read")
	}
	if _, err := packageKey(std, map[*packages.Package][]byte{}, filepath.Join(dir, "other"), nil); err == nil {
		t.Error("a package outside the GOROOT given was keyed by path")
	}
}

// The records kept beside the bundles: a graph's export data files, used
// only while each is a file of the current build cache, and the marker of
// a graph that goes the source way.
func TestDependencyCacheExportsAndSourceMarker(t *testing.T) {
	build := t.TempDir()
	t.Setenv("GOCACHE", build)
	file := filepath.Join(build, "ab", "abc-d")
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte("export data"), 0o644); err != nil {
		t.Fatal(err)
	}
	c := newDepCache(t.TempDir(), []byte("test tool"))
	const key = "0123456789abcdef"
	paths := []string{"example.com/a"}
	if _, found := c.exports(key, paths); found {
		t.Fatal("an empty cache has export data files")
	}
	c.writeExports(key, paths, exportResult{files: map[string]string{"example.com/a": file}})
	if files, found := c.exports(key, paths); !found || files["example.com/a"] != file {
		t.Errorf("exports = %v, %v; want %s", files, found, file)
	}
	if _, found := c.exports(key, []string{"example.com/a", "example.com/b"}); found {
		t.Error("a path without a recorded file was found")
	}
	t.Setenv("GOCACHE", t.TempDir())
	if _, found := c.exports(key, paths); found {
		t.Error("a file of another build cache was used")
	}

	if c.sourceMarked(key) {
		t.Fatal("an empty cache has a source marker")
	}
	c.markSource(key)
	if !c.sourceMarked(key) {
		t.Error("markSource left no marker")
	}
}

// The key reads a file's content sum from the record of the last key while
// the file's metadata is the one recorded, which is recorded only for a
// file unchanged for racyWindow; any edit changes the metadata, and the
// file is hashed again.
func TestDependencyCacheKeyFileSums(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	write := func(content string) {
		t.Helper()
		if err := os.WriteFile(file, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("package a\n")
	p := &packages.Package{PkgPath: "example.com/a", Name: "a", GoFiles: []string{file}}
	c := newDepCache(t.TempDir(), []byte("test tool"))
	key := func() (string, *fileSums) {
		t.Helper()
		s := c.fileSums(dir)
		k, err := packageKey(p, map[*packages.Package][]byte{}, "", s)
		if err != nil {
			t.Fatal(err)
		}
		s.save()
		return string(k), s
	}
	first, _ := key()
	if _, s := key(); len(s.old) != 0 {
		t.Fatalf("a file changed within racyWindow was recorded: %v", s.old)
	}

	defer func(w time.Duration) { racyWindow = w }(racyWindow)
	racyWindow = 20 * time.Millisecond
	time.Sleep(3 * racyWindow)
	if k, _ := key(); k != first {
		t.Fatal("the same file gets two keys")
	}
	// The record is what the key reads: a sum recorded for the file's
	// present metadata is used as is.
	s := c.fileSums(dir)
	st, ok := s.old[file]
	if !ok || st.Stat == "" {
		t.Fatalf("a file unchanged for racyWindow was not recorded: %v", s.old)
	}
	st.Sum = make([]byte, len(st.Sum))
	s.old[file] = st
	if k, _ := packageKey(p, map[*packages.Package][]byte{}, "", s); string(k) == first {
		t.Error("the recorded sum was not used")
	}

	// An edit of the same size keeps no recorded sum.
	write("package b\n")
	if k, _ := key(); k == first {
		t.Error("editing a file with a recorded sum keeps the key")
	}
}
