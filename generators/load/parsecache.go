package load

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/binary"
	"encoding/hex"
	"go/ast"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
)

// The parse cache lets the second and later processes of one
// kube_codegen.sh run (client-gen, lister-gen, informer-gen each load the
// same packages) skip most of the parsing the first one did. parseAll
// parses every file in full and then drops (trim) the declarations of a
// file that declares no types; most of k8s.io/api's bytes are such files
// (generated.pb.go, zz_generated.deepcopy.go), and parsing their function
// bodies is most of the load. The cache records, per file content, that the
// file parsed without error and which byte ranges trim dropped. A later
// process that meets the same bytes blanks those ranges (spaces, newlines
// kept, so every position is unchanged) and parses the rest: the tree it
// gets is the one trim left, for a fraction of the cost.
//
// An entry's key hashes the file's bytes with toolID (the Go version and
// this package's own sources, which every command of the module shares, so
// that lister-gen reuses what client-gen recorded), so any change to either
// (an edited file, another version of this code or of Go's parser) misses. A file that did not parse is never recorded: it
// is parsed in full every time and reports its errors. An entry is never
// trusted over the source: if the blanked file does not parse cleanly into
// a file without type declarations, the file is parsed in full.
//
// Entries are kept while they are used: a read refreshes an entry's time
// and unused ones are trimmed after some days (trim.go), as are the
// directories of tool builds nobody runs.
//
// KUBEGEN_CACHE=off turns it off; KUBEGEN_CACHE=DIR puts it in DIR instead
// of the user cache directory (as the go command and gopls keep theirs).

// cacheEnv names the variable that moves or disables the cache.
const cacheEnv = "KUBEGEN_CACHE"

// cacheFormat names the entry layout; part of the directory name.
const cacheFormat = "parse-v1"

type parseCache struct {
	dir  string       // entries of this tool build
	tool []byte       // toolID
	once sync.Once    // prepare, before the first write
	used sync.Once    // markDirUsed, at the first read
	hits atomic.Int64 // files parsed from an entry (for tests)
}

var (
	sharedCache     *parseCache
	sharedCacheOnce sync.Once
)

// defaultParseCache is the process's cache, nil when it is off or cannot be
// placed (no cache directory, no readable executable).
func defaultParseCache() *parseCache {
	sharedCacheOnce.Do(func() {
		if root, tool, ok := cacheHome(); ok {
			sharedCache = newParseCache(root, tool)
		}
	})
	return sharedCache
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

// sharedToolID is toolID, hashed once a process for all three caches.
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

// newParseCache keeps entries for the tool build tool below root.
func newParseCache(root string, tool []byte) *parseCache {
	sum := sha256.Sum256(tool)
	return &parseCache{dir: filepath.Join(root, cacheFormat, hex.EncodeToString(sum[:12])), tool: tool}
}

// key is the entry name of a file with content src.
func (c *parseCache) key(src []byte) string {
	h := sha256.New()
	h.Write(c.tool)
	h.Write([]byte{0})
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))
}

func (c *parseCache) path(key string) string {
	return filepath.Join(c.dir, key[:2], key)
}

// entry layout: magic, the file's size, the number of ranges, then each
// range's start and end offset; all uvarints after the magic.
var entryMagic = []byte("kubegen-parse\n")

// get returns the dropped ranges recorded for a file of size bytes.
func (c *parseCache) get(key string, size int) ([][2]int, bool) {
	b, err := readCacheFile(c.path(key))
	if err != nil {
		return nil, false
	}
	c.used.Do(func() { markDirUsed(c.dir) })
	rest, ok := bytes.CutPrefix(b, entryMagic)
	if !ok {
		return nil, false
	}
	r := bytes.NewReader(rest)
	read := func() (int, bool) {
		v, err := binary.ReadUvarint(r)
		return int(v), err == nil && v <= uint64(size)
	}
	n, ok := read()
	if !ok || n != size {
		return nil, false
	}
	count, ok := read()
	if !ok {
		return nil, false
	}
	ranges := make([][2]int, count)
	prev := 0
	for i := range ranges {
		start, ok1 := read()
		end, ok2 := read()
		if !ok1 || !ok2 || start < prev || end < start {
			return nil, false
		}
		ranges[i], prev = [2]int{start, end}, end
	}
	if r.Len() != 0 {
		return nil, false
	}
	return ranges, true
}

// put records ranges for a file of size bytes. Failures are ignored: the
// cache only ever saves time.
func (c *parseCache) put(key string, size int, ranges [][2]int) {
	c.once.Do(c.prepare)
	b := append([]byte(nil), entryMagic...)
	b = binary.AppendUvarint(b, uint64(size))
	b = binary.AppendUvarint(b, uint64(len(ranges)))
	for _, r := range ranges {
		b = binary.AppendUvarint(b, uint64(r[0]))
		b = binary.AppendUvarint(b, uint64(r[1]))
	}
	putCacheFile(c.path(key), b)
}

// putCacheFile writes a cache entry through a temporary file renamed into
// place, so that a concurrent reader (another process of the same script)
// sees the whole entry or none. Failures are ignored: an entry only ever
// saves time.
func putCacheFile(p string, b []byte) {
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

// prepare runs before the first write of a process: it marks this build's
// directory as in use and removes those of builds unused for staleToolDirs
// (prepareCacheDir, trim.go).
func (c *parseCache) prepare() { prepareCacheDir(c.dir) }

// droppedRanges are the byte ranges of the declarations f has and kept
// lacks (kept is f after trim; declarations are compared by identity).
func droppedRanges(fset *token.FileSet, f *ast.File, before []ast.Decl) [][2]int {
	kept := map[ast.Decl]bool{}
	for _, d := range f.Decls {
		kept[d] = true
	}
	tf := fset.File(f.FileStart)
	var out [][2]int
	for _, d := range before {
		if !kept[d] {
			out = append(out, [2]int{tf.Offset(d.Pos()), tf.Offset(d.End())})
		}
	}
	return out
}

// blank returns a copy of src with every byte of ranges but newlines
// replaced by spaces: what is left has the same offsets, lines and columns.
func blank(src []byte, ranges [][2]int) []byte {
	out := bytes.Clone(src)
	for _, r := range ranges {
		for i := r[0]; i < r[1]; i++ {
			if out[i] != '\n' {
				out[i] = ' '
			}
		}
	}
	return out
}

// cacheable reports whether blanking can leave a file's positions as they
// were: a line directive inside a dropped declaration would move those
// after it, so a file with any is always parsed in full.
func cacheable(src []byte) bool {
	return !bytes.Contains(src, []byte("//line ")) && !bytes.Contains(src, []byte("/*line "))
}

// sources are this package's Go files: what decides an entry's content,
// with the Go parser (runtime.Version). Every command of this module
// embeds the same, so client-gen's entries serve lister-gen's run; any
// edit of this package makes a new key.
//
//go:embed *.go
var sources embed.FS

// toolID identifies the code that writes entries: the Go version and the
// bytes of this package's sources.
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
