package load

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"go/ast"
	"go/token"
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
// (an edited file, another version of this code or of Go's parser)
// misses. A file that did not parse is never recorded: it is parsed in
// full every time and reports its errors. An entry is never
// trusted over the source: if the blanked file does not parse cleanly into
// a file without type declarations, the file is parsed in full.
//
// Entries live in the cache store (cachestore.go) under the namespace
// parseSpace, per tool build; a read refreshes an entry's time and unused
// ones are trimmed after some days (trim.go), as are the directories of
// tool builds nobody runs.

// parseSpace is the parse cache's namespace: its directory is parse-v1.
var parseSpace = caches.register("parse", 1, true)

type parseCache struct {
	*cacheDir
	hits atomic.Int64 // files parsed from an entry (for tests)
}

// defaultParseCache is the parse cache below the root KUBEGEN_CACHE
// chooses now, nil when the caches are off or cannot be placed.
func defaultParseCache() *parseCache {
	d := parseSpace.current()
	if d == nil {
		return nil
	}
	return &parseCache{cacheDir: d}
}

// newParseCache keeps entries for the tool build tool below root.
func newParseCache(root string, tool []byte) *parseCache {
	return &parseCache{cacheDir: parseSpace.open(root, tool)}
}

// key is the entry name of a file with content src.
func (c *parseCache) key(src []byte) string {
	h := sha256.New()
	h.Write(c.tool)
	h.Write([]byte{0})
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))
}

// entry layout: magic, the file's size, the number of ranges, then each
// range's start and end offset; all uvarints after the magic.
var entryMagic = []byte("kubegen-parse\n")

// get returns the dropped ranges recorded for a file of size bytes.
func (c *parseCache) get(key string, size int) ([][2]int, bool) {
	b, err := c.read(key)
	if err != nil {
		return nil, false
	}
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
	b := append([]byte(nil), entryMagic...)
	b = binary.AppendUvarint(b, uint64(size))
	b = binary.AppendUvarint(b, uint64(len(ranges)))
	for _, r := range ranges {
		b = binary.AppendUvarint(b, uint64(r[0]))
		b = binary.AppendUvarint(b, uint64(r[1]))
	}
	c.write(key, b)
}

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
