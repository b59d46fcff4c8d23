package load

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// Keeping the caches' size in check: the cache store's eviction. Every
// edit of a types file, of go.mod or of this code makes new entries in
// the caches, and nothing else ever removes the old ones. As the go
// command does for its build cache:
//
//   - an entry that is read has its modification time set to now, but
//     only when it is usedInterval old, so that a hit costs no write in
//     the common case (the time is then "last used" to within the
//     interval);
//   - after its work, a command (TrimCaches) removes the entries of
//     every registered namespace whose modification time is trimLimit (plus
//     usedInterval) old; it does so at most once per trimInterval per
//     cache directory, recording when in the directory's trim.txt, so
//     that every other run reads one small file and stops.
//
// Processes share the cache (a kube_codegen.sh run starts several). The
// trim removes files one by one, and every entry is written whole through
// a rename, so a reader sees an entry or none: a trim racing a reader is
// a miss, and the reader loads without the cache. Two processes that both
// find a trim due both walk the caches; the claim below makes that rare,
// and it is harmless. An entry read while it is being trimmed may go
// although it was just used: the next process misses it once.
//
// Only registered namespaces are walked: the install directory
// (kube_codegen.sh's stamps, one per GOBIN) and anything else below the
// root are not trimmed; a stamp is rewritten by each install and is tiny.

const (
	// usedInterval is how stale a read entry's modification time may be
	// before the read refreshes it.
	usedInterval = time.Hour
	// trimInterval is how often the caches are trimmed.
	trimInterval = 24 * time.Hour
	// trimLimit is how long an entry nobody reads is kept: long enough for
	// a weekend and a branch switched back to, short enough that a day of
	// edits does not stay for weeks.
	trimLimit = 5 * 24 * time.Hour
	// staleToolDirs is how long the directory of a tool build nobody runs
	// is kept (cacheDir.prepare).
	staleToolDirs = 7 * 24 * time.Hour
)

// trimFile, in the cache directory, holds the Unix time of the last trim
// and the claim of the process that started it.
const trimFile = "trim.txt"

// TrimCaches removes the entries of kubegen's caches (the directory
// KUBEGEN_CACHE names, else the user cache directory's kubegen) that no
// process has read or written for five days, at most once a day: a
// command calls it after its work. It never fails: the caches only save
// time, and anything left is trimmed another day.
func TrimCaches() {
	if root, ok := cacheRoot(); ok {
		caches.trimRoot(root, cacheClock())
	}
}

// trimRoot trims the caches under root if the last trim is trimInterval
// old (or unknown), and reports whether it did.
func (s *cacheStore) trimRoot(root string, now time.Time) bool {
	p := filepath.Join(root, trimFile)
	if b, err := os.ReadFile(p); err == nil && trimmedRecently(b, now) {
		return false // the common case: one small read
	}
	if _, err := os.Stat(root); err != nil {
		return false // no caches yet
	}
	// Claim the trim before walking, so that processes starting after
	// this one skip it. A process that read the old time before this
	// rename may claim it too: only the one whose claim is read back
	// walks, unless the two interleave exactly, which costs a second walk.
	claim := fmt.Sprintf("%d %d-%d\n", now.Unix(), os.Getpid(), claims.Add(1))
	writeCacheFile(p, []byte(claim))
	if b, err := os.ReadFile(p); err != nil || string(b) != claim {
		return false
	}
	s.trimEntries(root, now.Add(-trimLimit-usedInterval))
	return true
}

// claims tells apart the claims of one process.
var claims atomic.Int64

// trimmedRecently reports whether the trim file's content names a trim
// less than trimInterval before now. A time too far ahead of now (a clock
// set back) or content that does not parse does not count: a trim of a
// trimmed cache costs little.
func trimmedRecently(b []byte, now time.Time) bool {
	field, _, _ := strings.Cut(strings.TrimSpace(string(b)), " ")
	t, err := strconv.ParseInt(field, 10, 64)
	if err != nil {
		return false
	}
	d := now.Sub(time.Unix(t, 0))
	return d < trimInterval && d > -usedInterval
}

// trimEntries removes, below each registered namespace's directory of root, the
// regular files last modified before cutoff (entries, and temporary
// files a killed process left), then the directories left empty that were
// last modified before cutoff. A directory that a writer has just made
// has a fresh time, and one that a writer filled meanwhile is not empty:
// neither is removed.
func (s *cacheStore) trimEntries(root string, cutoff time.Time) {
	for _, name := range s.names() {
		trimDir(filepath.Join(root, name), cutoff, false)
	}
	// A process killed while writing trim.txt leaves its temporary file.
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".tmp-") && e.Type().IsRegular() {
			if fi, err := e.Info(); err == nil && fi.ModTime().Before(cutoff) {
				os.Remove(filepath.Join(root, e.Name()))
			}
		}
	}
}

// trimDir trims below dir, and removes dir itself when remove is set and
// it is left empty and old. It reports whether dir was removed.
func trimDir(dir string, cutoff time.Time, remove bool) bool {
	info, err := os.Lstat(dir)
	if err != nil || !info.IsDir() {
		return false
	}
	// Every name is read before anything is removed, which could
	// otherwise disturb the directory's read offset.
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	left := len(entries)
	for _, e := range entries {
		p := filepath.Join(dir, e.Name())
		switch {
		case e.IsDir():
			if trimDir(p, cutoff, true) {
				left--
			}
		case e.Type().IsRegular():
			if fi, err := e.Info(); err == nil && fi.ModTime().Before(cutoff) && os.Remove(p) == nil {
				left--
			}
		}
	}
	// The time read before the walk: removing files sets it to now.
	if remove && left == 0 && info.ModTime().Before(cutoff) {
		return os.Remove(dir) == nil // fails, harmlessly, on a directory just filled
	}
	return false
}

// prepare marks d, the entries of this tool build, as in use and removes
// its siblings (other builds' entries) unused for staleToolDirs. It runs
// before a process's first write to a per-build namespace, so that a new
// build of the tool (every edit of this package makes one) clears out
// what the old ones left without waiting for the trim.
func (d *cacheDir) prepare() {
	dir := d.dir
	now := cacheClock()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return
	}
	os.Chtimes(dir, now, now)
	parent := filepath.Dir(dir)
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.IsDir() || e.Name() == filepath.Base(dir) {
			continue
		}
		if info, err := e.Info(); err == nil && now.Sub(info.ModTime()) > staleToolDirs {
			os.RemoveAll(filepath.Join(parent, e.Name()))
		}
	}
}
