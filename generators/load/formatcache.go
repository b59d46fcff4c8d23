package load

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"sync/atomic"
)

// The format memo lets a run skip gofmt'ing a generated file that an
// earlier run of the same tool build already formatted: a warm rerun, or
// every unchanged package of an edited project. Printing is most of the
// cost of formatting (go/printer sizes each nested function literal again
// for every list it sits in), and generated files are large and mostly
// the same from run to run.
//
// An entry's key hashes toolID (the Go version, hence go/format's, and
// this package's sources), the caller's formatter identity (render hashes
// its own sources, so that an edit of what it runs around go/format makes
// new keys) and the unformatted bytes; the entry holds the formatted
// bytes and their hash. The formatting is a pure function of those, so a
// hit is the bytes formatting would give. An entry whose content does not
// match its recorded hash (a truncated or damaged file) is a miss, and
// the formatted bytes are written over it. A formatting error is never
// recorded: it is returned, every run.
//
// Entries live in the cache store (cachestore.go) under the namespace
// formatSpace, per tool build, trimmed as the other caches' are
// (trim.go). With KUBEGEN_CACHE=off, or a store that cannot be placed,
// the memo neither reads nor writes and every file is formatted; a store
// that cannot be written only costs the formatting.

// formatSpace is the format memo's namespace: its directory is format-v1.
var formatSpace = caches.register("format", 1, true)

// formatMemo is the format memo of one tool build below one root.
type formatMemo struct {
	*cacheDir
	hits atomic.Int64 // results read from an entry (for tests)
}

// defaultFormatMemo is the memo below the root KUBEGEN_CACHE chooses now,
// nil when the caches are off or cannot be placed.
func defaultFormatMemo() *formatMemo {
	d := formatSpace.current()
	if d == nil {
		return nil
	}
	return &formatMemo{cacheDir: d}
}

// newFormatMemo keeps entries for the tool build tool below root.
func newFormatMemo(root string, tool []byte) *formatMemo {
	return &formatMemo{cacheDir: formatSpace.open(root, tool)}
}

// Formatted returns format(src), read from the format memo when a run of
// this tool build with the same formatter identity (id, which must change
// whenever what format does may change, but with Go's version) formatted
// the same src before, and records the result otherwise; an empty id
// always formats. An error of
// format is returned as it is and not recorded. Formatted reads no
// package: anyone may call it.
func Formatted(id, src []byte, format func() ([]byte, error)) ([]byte, error) {
	m := defaultFormatMemo()
	if m == nil || len(id) == 0 {
		// No store, or no formatter identity to key by.
		return format()
	}
	return m.formatted(id, src, format)
}

// formatted is Formatted with the memo m.
func (m *formatMemo) formatted(id, src []byte, format func() ([]byte, error)) ([]byte, error) {
	key := m.key(id, src)
	if out, ok := m.get(key); ok {
		m.hits.Add(1)
		return out, nil
	}
	out, err := format()
	if err != nil {
		return nil, err
	}
	m.put(key, out)
	return out, nil
}

// key is the entry name of src formatted by the formatter id.
func (m *formatMemo) key(id, src []byte) string {
	h := sha256.New()
	h.Write(m.tool)
	h.Write([]byte{0})
	h.Write(id)
	h.Write([]byte{0})
	h.Write(src)
	return hex.EncodeToString(h.Sum(nil))
}

// formatMagic starts an entry; the SHA-256 of the formatted bytes
// follows, then the bytes.
var formatMagic = []byte("kubegen-format\n")

// get returns the formatted bytes of the entry key, if it holds whole.
func (m *formatMemo) get(key string) ([]byte, bool) {
	b, err := m.read(key)
	if err != nil {
		return nil, false
	}
	rest, ok := bytes.CutPrefix(b, formatMagic)
	if !ok || len(rest) < sha256.Size {
		return nil, false
	}
	sum, out := rest[:sha256.Size], rest[sha256.Size:]
	if got := sha256.Sum256(out); !bytes.Equal(got[:], sum) {
		return nil, false
	}
	return out, true
}

// put records out as the entry key. Failures are ignored: the memo only
// ever saves time.
func (m *formatMemo) put(key string, out []byte) {
	sum := sha256.Sum256(out)
	b := make([]byte, 0, len(formatMagic)+len(sum)+len(out))
	b = append(b, formatMagic...)
	b = append(b, sum[:]...)
	b = append(b, out...)
	m.write(key, b)
}
