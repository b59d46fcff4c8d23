package load

import (
	"crypto/sha256"
	"embed"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"
)

// The cache store is the one place that knows where kubegen's caches
// live and how their entries are written, read and evicted. It knows none
// of its clients: a cache registers a namespace (its format's name and
// version, which name its directory below the root, and whether its
// entries are kept per tool build) and keeps its key and the check that
// an entry still holds in its own file. The store writes every entry
// whole through a rename, marks what is read as used, and trims what
// nobody used (trim.go) in every registered namespace alike.
//
// KUBEGEN_CACHE=off turns the caches off; KUBEGEN_CACHE=DIR puts them in
// DIR instead of the user cache directory (as the go command and gopls
// keep theirs).

// cacheEnv names the variable that moves or disables the caches.
const cacheEnv = "KUBEGEN_CACHE"

// cacheStore is the set of registered namespaces, which the trim walks.
type cacheStore struct {
	mu     sync.Mutex
	spaces []*cacheSpace
}

// caches is the process's store; each cache registers its namespace in a
// package variable's initializer, so the set is complete before any trim.
var caches = &cacheStore{}

// cacheSpace is one cache's namespace in the store.
type cacheSpace struct {
	name string // directory below the root: format and version, as "parse-v1"
	// perBuild keeps entries in a directory per tool build, fanned out by
	// the key's first two characters; the first write of a process
	// removes the directories of builds nobody runs (cacheDir.prepare).
	// Without it, entries lie directly in the namespace's directory and
	// the key must name the tool build itself.
	perBuild bool

	mu   sync.Mutex
	dirs map[string]*cacheDir // by root, for current
}

// register adds a namespace for format at version; a new version names a
// new directory, so old entries are simply missed and trimmed.
func (s *cacheStore) register(format string, version int, perBuild bool) *cacheSpace {
	ns := &cacheSpace{name: fmt.Sprintf("%s-v%d", format, version), perBuild: perBuild}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, o := range s.spaces {
		if o.name == ns.name {
			// Two caches in one directory would read each other's entries.
			panic("cache namespace " + ns.name + " registered twice")
		}
	}
	s.spaces = append(s.spaces, ns)
	return ns
}

// names lists the registered namespaces' directories.
func (s *cacheStore) names() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]string, len(s.spaces))
	for i, ns := range s.spaces {
		out[i] = ns.name
	}
	return out
}

// current is the namespace's directory under the root KUBEGEN_CACHE
// chooses now (a test may move it), nil when the caches are off or cannot
// be placed (no cache directory, no readable sources of this package).
// One directory value serves a root for the whole process, so that its
// once-a-process marks are made once.
func (ns *cacheSpace) current() *cacheDir {
	root, tool, ok := cacheHome()
	if !ok {
		return nil
	}
	ns.mu.Lock()
	defer ns.mu.Unlock()
	if ns.dirs[root] == nil {
		if ns.dirs == nil {
			ns.dirs = map[string]*cacheDir{}
		}
		ns.dirs[root] = ns.open(root, tool)
	}
	return ns.dirs[root]
}

// open is the namespace's directory below root for the tool build tool.
func (ns *cacheSpace) open(root string, tool []byte) *cacheDir {
	dir := filepath.Join(root, ns.name)
	if ns.perBuild {
		sum := sha256.Sum256(tool)
		dir = filepath.Join(dir, hex.EncodeToString(sum[:12]))
	}
	return &cacheDir{dir: dir, tool: tool, perBuild: ns.perBuild}
}

// cacheDir is where one namespace keeps the entries of one tool build.
type cacheDir struct {
	dir      string
	tool     []byte // toolID, for the client's keys
	perBuild bool
	prepared sync.Once // prepare, before the first write
	used     sync.Once // markDirUsed, at the first read
}

// path is the file of the entry name (a key, perhaps with a suffix).
func (d *cacheDir) path(name string) string {
	if d.perBuild {
		return filepath.Join(d.dir, name[:2], name)
	}
	return filepath.Join(d.dir, name)
}

// read returns the content of the entry name and marks it used.
func (d *cacheDir) read(name string) ([]byte, error) {
	b, err := readCacheFile(d.path(name))
	if err == nil {
		d.markBuildUsed()
	}
	return b, err
}

// exists reports whether the entry name, whose existence is its content
// (a marker), exists, and marks it used.
func (d *cacheDir) exists(name string) bool {
	_, err := statCacheFile(d.path(name))
	if err == nil {
		d.markBuildUsed()
	}
	return err == nil
}

// write stores b as the entry name. Failures are ignored: an entry only
// ever saves time.
func (d *cacheDir) write(name string, b []byte) {
	if d.perBuild {
		d.prepared.Do(d.prepare)
	}
	writeCacheFile(d.path(name), b)
}

// markBuildUsed refreshes the build directory's time, which prepare goes by,
// once a process.
func (d *cacheDir) markBuildUsed() {
	if d.perBuild {
		d.used.Do(func() { markDirUsed(d.dir) })
	}
}

// cacheHome is where the caches are and the build they are for: the root
// (cacheRoot) and toolID, computed once a process. ok is false when the
// caches are off or cannot be placed (no cache directory, no readable
// sources of this package).
func cacheHome() (root string, tool []byte, ok bool) {
	root, ok = cacheRoot()
	if !ok {
		return "", nil, false
	}
	tool, err := sharedToolID()
	if err != nil {
		return "", nil, false
	}
	return root, tool, true
}

// sharedToolID is toolID, hashed once a process for every namespace.
var sharedToolID = sync.OnceValues(toolID)

// cacheRoot is the directory of kubegen's caches (KUBEGEN_CACHE, else
// the user cache directory's kubegen); ok is false when they are off.
func cacheRoot() (root string, ok bool) {
	root = os.Getenv(cacheEnv)
	if root == "off" {
		return "", false
	}
	if root == "" {
		dir, err := os.UserCacheDir()
		if err != nil {
			return "", false
		}
		root = filepath.Join(dir, "kubegen")
	}
	return root, true
}

// sources are this package's Go files: what decides an entry's content,
// with the Go version. Every command of this module embeds the same, so
// client-gen's entries serve lister-gen's run; any edit of this package
// makes new keys.
//
//go:embed *.go
var sources embed.FS

// toolID identifies the code that writes entries: the Go version and
// architecture and the bytes of this package's sources.
func toolID() ([]byte, error) {
	h := sha256.New()
	io.WriteString(h, runtime.Version()+"\x00"+runtime.GOARCH+"\x00")
	entries, err := sources.ReadDir(".")
	if err != nil {
		return nil, err
	}
	for _, e := range entries { // in name order
		b, err := sources.ReadFile(e.Name())
		if err != nil {
			return nil, err
		}
		io.WriteString(h, e.Name()+"\x00")
		binary.Write(h, binary.LittleEndian, uint64(len(b)))
		h.Write(b)
	}
	return h.Sum(nil), nil
}

// writeCacheFile writes a file of the store through a temporary file
// renamed into place, so that a concurrent reader (another process of the
// same script) sees the whole file or none. Failures are ignored: the
// caches only ever save time.
func writeCacheFile(p string, b []byte) {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if werr != nil || cerr != nil || os.Rename(tmp.Name(), p) != nil {
		os.Remove(tmp.Name())
	}
}

// cacheClock is the time the caches go by; tests set a fake one.
var cacheClock = time.Now

// readCacheFile reads the entry at p, as os.ReadFile does, and marks it
// used. The modification time comes from the open file, so the common
// hit costs no system call more than os.ReadFile.
func readCacheFile(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, err
	}
	b := make([]byte, 0, fi.Size()+1) // one more, to meet EOF without growing
	for {
		n, err := f.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // the file grew: an entry never does, but read it all
		}
	}
	markUsed(p, fi.ModTime(), cacheClock())
	return b, nil
}

// statCacheFile is os.Stat of an entry whose existence is its content (a
// marker), marking it used.
func statCacheFile(p string) (fs.FileInfo, error) {
	fi, err := os.Stat(p)
	if err == nil {
		markUsed(p, fi.ModTime(), cacheClock())
	}
	return fi, err
}

// markUsed sets p's modification time to now when the one it has
// (mtime) is usedInterval old. Failures are ignored: at worst the entry
// is trimmed and written again.
func markUsed(p string, mtime, now time.Time) {
	if now.Sub(mtime) >= usedInterval {
		os.Chtimes(p, now, now)
	}
}

// markDirUsed refreshes the modification time of a tool build's
// directory (which prepare goes by) for a process that only reads from
// it.
func markDirUsed(dir string) {
	if fi, err := os.Stat(dir); err == nil {
		markUsed(dir, fi.ModTime(), cacheClock())
	}
}
