package load

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// t0 is the fake clock's "now" in these tests: any time works, since every
// file's time is set from it.
var t0 = time.Date(2030, 3, 4, 12, 0, 0, 0, time.UTC)

// setClock makes the caches go by now() for the test.
func setClock(t *testing.T, now func() time.Time) {
	t.Helper()
	old := cacheClock
	cacheClock = now
	t.Cleanup(func() { cacheClock = old })
}

// writeAt writes a file below root, with modification time at.
func writeAt(t *testing.T, root, rel string, at time.Time) string {
	t.Helper()
	p := filepath.Join(root, rel)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(rel), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(p, at, at); err != nil {
		t.Fatal(err)
	}
	return p
}

// files lists the regular files below root, relative to it.
func files(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			rel, _ := filepath.Rel(root, p)
			out = append(out, filepath.ToSlash(rel))
		}
		return err
	})
	slices.Sort(out)
	return out
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}

// A trim removes the entries of every cache that nobody used for
// trimLimit, with the temporary files killed writers left, and the
// directories that leaves empty; it keeps recent entries, the install
// stamps and anything outside the caches.
func TestTrimRemovesUnusedEntries(t *testing.T) {
	root := t.TempDir()
	old := t0.Add(-trimLimit - usedInterval - time.Minute)
	recent := t0.Add(-trimLimit + time.Hour)
	stale := []string{
		"parse-v1/aaaa/00/0011",
		"parse-v1/aaaa/01/0122",
		"parse-v1/aaaa/01/.tmp-123",
		"deps-v1/bbbb/02/0233",
		"deps-v1/bbbb/02/0233.exports",
		"deps-v1/bbbb/02/0233.source",
		"list-v1/0344",
		"list-v1/.entry.1.tmp",
		".tmp-456",
	}
	kept := []string{
		"parse-v1/aaaa/01/0155",
		"deps-v1/cccc/03/0366",
		"list-v1/0477",
		"install/12345",
		"install/.tmp-789",
		"other.txt",
	}
	for _, rel := range stale {
		writeAt(t, root, rel, old)
	}
	for _, rel := range kept {
		writeAt(t, root, rel, recent)
	}
	// Directories whose files all go, themselves last written long ago.
	for _, d := range []string{"parse-v1/aaaa/00", "deps-v1/bbbb/02", "deps-v1/bbbb", "install"} {
		os.Chtimes(filepath.Join(root, d), old, old)
	}
	// A directory a writer has just made, still empty.
	fresh := filepath.Join(root, "parse-v1", "aaaa", "ff")
	if err := os.Mkdir(fresh, 0o755); err != nil {
		t.Fatal(err)
	}
	os.Chtimes(fresh, t0, t0)

	if !caches.trimRoot(root, t0) {
		t.Fatal("the first trim of a cache did not run")
	}
	want := append(slices.Clone(kept), trimFile)
	slices.Sort(want)
	if got := files(t, root); !slices.Equal(got, want) {
		t.Errorf("after the trim:\n%q\nwant\n%q", got, want)
	}
	for _, d := range []string{"parse-v1/aaaa/00", "deps-v1/bbbb"} {
		if exists(filepath.Join(root, d)) {
			t.Errorf("%s, emptied and old, was kept", d)
		}
	}
	for _, d := range []string{"parse-v1/aaaa/ff", "parse-v1/aaaa/01", "parse-v1", "deps-v1", "list-v1", "install"} {
		if !exists(filepath.Join(root, d)) {
			t.Errorf("%s was removed", d)
		}
	}
}

// Reading an entry refreshes its time when that is usedInterval old (and
// only then: a hit on a fresh entry writes nothing), so that a trim keeps
// what is used however long ago it was written.
func TestReadMarksEntriesUsed(t *testing.T) {
	root := t.TempDir()
	written := t0.Add(-trimLimit - 2*usedInterval) // as old as an unused entry the trim removes
	used := writeAt(t, root, "list-v1/used", written)
	unused := writeAt(t, root, "list-v1/unused", written)
	marker := writeAt(t, root, "deps-v1/tool/00/key.source", written)
	fresh := writeAt(t, root, "list-v1/fresh", t0.Add(-usedInterval/2))

	setClock(t, func() time.Time { return t0 })
	for _, p := range []string{used, fresh} {
		b, err := readCacheFile(p)
		if rel, _ := filepath.Rel(root, p); err != nil || string(b) != filepath.ToSlash(rel) {
			t.Fatalf("reading %s: %q, %v", p, b, err)
		}
	}
	if _, err := statCacheFile(marker); err != nil {
		t.Fatal(err)
	}
	mtime := func(p string) time.Time {
		fi, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		return fi.ModTime()
	}
	if got := mtime(used); !got.Equal(t0) {
		t.Errorf("a read entry's time is %v, want %v", got, t0)
	}
	if got := mtime(fresh); !got.Equal(t0.Add(-usedInterval / 2)) {
		t.Errorf("a read of an entry used %v ago set its time to %v", usedInterval/2, got)
	}
	if !caches.trimRoot(root, t0) {
		t.Fatal("no trim")
	}
	if !exists(used) || !exists(marker) || !exists(fresh) {
		t.Error("the trim removed an entry just used")
	}
	if exists(unused) {
		t.Error("the trim kept an entry unused for longer than trimLimit")
	}
}

// A trim runs at most once per trimInterval, whatever the process: the
// time of the last one is in the cache directory. A trim file that does
// not parse, or names a time far ahead (a clock set back), lets it run.
func TestTrimOncePerInterval(t *testing.T) {
	root := t.TempDir()
	if !caches.trimRoot(root, t0) {
		t.Fatal("the first trim did not run")
	}
	at := t0.Add(trimInterval - time.Minute)
	entry := writeAt(t, root, "list-v1/old", at.Add(-2*trimLimit))
	if caches.trimRoot(root, at) {
		t.Errorf("a second trim ran %v after the first", trimInterval-time.Minute)
	}
	if !exists(entry) {
		t.Fatal("a skipped trim removed an entry")
	}
	at = t0.Add(trimInterval)
	if !caches.trimRoot(root, at) {
		t.Errorf("no trim %v after the last", trimInterval)
	}
	if exists(entry) {
		t.Error("the trim kept an unused entry")
	}

	for _, content := range []string{"garbage\n", "", "99999999999 1-1\n"} {
		writeAt(t, root, trimFile, at)
		os.WriteFile(filepath.Join(root, trimFile), []byte(content), 0o644)
		if !caches.trimRoot(root, at.Add(time.Minute)) {
			t.Errorf("trim file %q stopped the trim", content)
		}
	}

	// A cache directory that does not exist is left so.
	absent := filepath.Join(root, "absent")
	if caches.trimRoot(absent, t0) || exists(absent) {
		t.Error("a trim made the cache directory")
	}
}

// TrimCaches trims the directory KUBEGEN_CACHE names, by the cache's clock,
// and does nothing when the caches are off.
func TestTrimCachesFollowsKUBEGEN_CACHE(t *testing.T) {
	root := t.TempDir()
	entry := writeAt(t, root, "parse-v1/tool/00/key", t0.Add(-2*trimLimit))
	setClock(t, func() time.Time { return t0 })
	t.Setenv(cacheEnv, "off")
	TrimCaches()
	if !exists(entry) {
		t.Fatal("KUBEGEN_CACHE=off trimmed a cache")
	}
	t.Setenv(cacheEnv, root)
	TrimCaches()
	if exists(entry) {
		t.Error("TrimCaches kept an unused entry")
	}
}

// The directories of tool builds nobody ran for staleToolDirs go at the
// first write of another build; the writing build's own directory is
// marked used, and recent builds' are kept.
func TestPrepareRemovesStaleToolBuilds(t *testing.T) {
	root := t.TempDir()
	stale := writeAt(t, root, "parse-v1/stale/00/key", t0)
	recent := writeAt(t, root, "parse-v1/recent/00/key", t0)
	own := writeAt(t, root, "parse-v1/own/00/key", t0)
	for dir, at := range map[string]time.Time{
		"stale":  t0.Add(-staleToolDirs - time.Minute),
		"recent": t0.Add(-staleToolDirs + time.Hour),
		"own":    t0.Add(-2 * staleToolDirs),
	} {
		os.Chtimes(filepath.Join(root, "parse-v1", dir), at, at)
	}
	setClock(t, func() time.Time { return t0 })
	c := newParseCache(root, []byte("tool"))
	c.dir = filepath.Join(root, "parse-v1", "own")
	c.prepare() // as the first put does

	if exists(stale) {
		t.Error("a stale tool build's directory was kept")
	}
	if !exists(recent) || !exists(own) {
		t.Error("a tool build's directory in use was removed")
	}
	if fi, err := os.Stat(c.dir); err != nil || !fi.ModTime().Equal(t0) {
		t.Errorf("the writing build's directory was not marked used: %v", err)
	}

	// A build that only reads marks its directory used too.
	c.put(c.key([]byte("package a\n")), 10, nil)
	os.Chtimes(c.dir, t0.Add(-staleToolDirs), t0.Add(-staleToolDirs))
	reader := newParseCache(root, []byte("tool"))
	reader.dir = c.dir
	if _, ok := reader.get(c.key([]byte("package a\n")), 10); !ok {
		t.Fatal("the entry just written is missing")
	}
	if fi, err := os.Stat(c.dir); err != nil || !fi.ModTime().Equal(t0) {
		t.Errorf("the reading build's directory was not marked used: %v", err)
	}
}

// BenchmarkTrimWalk is the daily trim of a cache shaped like one day of
// edits on a development machine (6,150 entries, in 2,700 directories for
// the parse and dependency caches' fan-out), when nothing is old enough to
// go: the walk alone, which every trim pays.
func BenchmarkTrimWalk(b *testing.B) {
	root := b.TempDir()
	now := time.Now()
	shape := []struct {
		format          string
		builds, subdirs int
		entries         int
	}{
		{parseSpace.name, 23, 97, 4150},
		{depSpace.name, 16, 30, 700},
		{listSpace.name, 0, 0, 1300},
	}
	for _, s := range shape {
		for i := range s.entries {
			dir := filepath.Join(root, s.format)
			if s.builds > 0 {
				dir = filepath.Join(dir, fmt.Sprintf("build%02d", i%s.builds), fmt.Sprintf("%02x", i/s.builds%s.subdirs))
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				b.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("entry%05d", i)), nil, 0o644); err != nil {
				b.Fatal(err)
			}
		}
	}
	cutoff := now.Add(-trimLimit - usedInterval)
	b.ResetTimer()
	for range b.N {
		caches.trimEntries(root, cutoff)
	}
}
