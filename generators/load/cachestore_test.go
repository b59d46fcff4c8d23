package load

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sync"
	"testing"
	"time"
)

// Entries of the same sources are shared by every command: the key does
// not depend on which executable runs.
func TestToolIDStable(t *testing.T) {
	a, err := toolID()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := toolID()
	if len(a) == 0 || !bytes.Equal(a, b) {
		t.Errorf("toolID %x then %x", a, b)
	}
}

// The caches keep the places they had before the store, so that a user's
// cache stays valid: parse and dependency entries per tool build, fanned
// out by key prefix (the format memo's too); list entries directly in
// their directory (list-v1, whose JSON entries list-v2's replaced, is still
// registered to be trimmed).
func TestCacheLayoutUnchanged(t *testing.T) {
	if got, want := slices.Sorted(slices.Values(caches.names())), []string{"deps-v1", "format-v1", "goenv-v1", "list-v1", "list-v2", "parse-v1"}; !slices.Equal(got, want) {
		t.Errorf("namespaces %q, want %q", got, want)
	}
	root := t.TempDir()
	const key = "0123456789abcdef"
	for ns, want := range map[*cacheSpace]string{
		parseSpace:  `^parse-v1/[0-9a-f]{24}/01/` + key + `$`,
		depSpace:    `^deps-v1/[0-9a-f]{24}/01/` + key + `$`,
		listSpace:   `^list-v2/` + key + `$`,
		goEnvSpace:  `^goenv-v1/` + key + `$`,
		formatSpace: `^format-v1/[0-9a-f]{24}/01/` + key + `$`,
	} {
		p, err := filepath.Rel(root, ns.open(root, []byte("tool")).path(key))
		if err != nil || !regexp.MustCompile(want).MatchString(filepath.ToSlash(p)) {
			t.Errorf("%s entry at %s", ns.name, p)
		}
	}
}

// The trim walks every namespace registered with its store, without
// knowing its clients, and nothing else below the root.
func TestTrimWalksRegisteredNamespaces(t *testing.T) {
	s := &cacheStore{}
	flat := s.register("flat", 3, false)
	perBuild := s.register("built", 1, true)
	root := t.TempDir()
	old := t0.Add(-trimLimit - usedInterval - time.Minute)
	for _, d := range []*cacheDir{flat.open(root, []byte("tool")), perBuild.open(root, []byte("tool"))} {
		d.write("ab12", []byte("entry"))
		os.Chtimes(d.path("ab12"), old, old)
	}
	outside := writeAt(t, root, "unregistered-v1/ab12", old)

	if !s.trimRoot(root, t0) {
		t.Fatal("the first trim did not run")
	}
	if got := files(t, root); !slices.Equal(got, []string{trimFile, "unregistered-v1/ab12"}) {
		t.Errorf("after the trim: %q", got)
	}
	if !exists(outside) {
		t.Error("a directory no cache registered was trimmed")
	}
}

// A namespace registered twice would have two caches read each other's
// entries: registration refuses it.
func TestRegisterTwicePanics(t *testing.T) {
	s := &cacheStore{}
	s.register("x", 1, false)
	defer func() {
		if recover() == nil {
			t.Error("a second x-v1 was registered")
		}
	}()
	s.register("x", 1, false)
}

// Every read of a per-build namespace marks the build's directory used
// (which keeps it from prepare's removal of stale builds), whatever the
// client reads: here the dependency cache's export list and source marker.
func TestEveryReadMarksBuildUsed(t *testing.T) {
	setClock(t, func() time.Time { return t0 })
	c := newDepCache(t.TempDir(), []byte("tool"))
	c.markSource("0123")
	c.cacheDir.write("0123"+exportsSuffix, []byte("p\tf\n"))
	for name, read := range map[string]func(){
		"source marker": func() { c.sourceMarked("0123") },
		"export list":   func() { c.exports("0123", nil) },
	} {
		c.used = sync.Once{}
		stale := t0.Add(-staleToolDirs)
		os.Chtimes(c.dir, stale, stale)
		read()
		if fi, err := os.Stat(c.dir); err != nil || !fi.ModTime().Equal(t0) {
			t.Errorf("reading the %s did not mark the build's directory used", name)
		}
	}
}
