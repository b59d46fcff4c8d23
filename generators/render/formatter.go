package render

import (
	"crypto/sha256"
	"embed"
	"io/fs"
	"sync"
)

// sources are this package's Go files. What the renderer runs around
// go/format is decided here, so the format memo's entries are keyed by
// these bytes too: any edit of the renderer misses the entries its
// earlier builds wrote, as an edit of package load does (Go's version,
// and with it go/format's, is in the memo's key already).
//
//go:embed *.go
var sources embed.FS

// formatterID is the hash of sources, computed once a process; nil if
// they cannot be read, which no build of this package can do.
var formatterID = sync.OnceValue(func() []byte {
	h := sha256.New()
	err := fs.WalkDir(sources, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := sources.ReadFile(p)
		if err != nil {
			return err
		}
		h.Write([]byte(p))
		h.Write([]byte{0})
		h.Write(b)
		h.Write([]byte{0})
		return nil
	})
	if err != nil {
		return nil
	}
	return h.Sum(nil)
})
