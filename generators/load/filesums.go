package load

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// fileSums are the content hashes of the files the dependency cache's key
// reads (the graph's files outside GOROOT and the module cache: for
// k8s.io/kubernetes' validation inputs, a few thousand files and most of
// a warm run's key), kept per listing directory beside the entries, so
// that the next process hashes only the files whose metadata changed.
// A recorded sum is used while the file's size, modification and change
// time, inode and device are those recorded, which the list cache's rule
// (fileStateOf) records only for a file unchanged for racyWindow before:
// an edit within the file system's timestamp granularity is hashed.
type fileSums struct {
	dir  *cacheDir
	name string
	now  time.Time
	old  map[string]fileState // as the last process recorded them
	seen map[string]fileState // as this key found them
	// fresh is set when a sum was computed: the record is written again.
	fresh bool
}

// sumsSuffix names the record of a listing directory's file sums.
const sumsSuffix = ".sums"

// fileSums reads the record of the files met listing in dir (nil without
// a cache: every file is hashed).
func (c *depCache) fileSums(dir string) *fileSums {
	if c == nil || c.cacheDir == nil {
		return nil
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil
	}
	h := sha256.Sum256([]byte("file sums\x00" + abs))
	s := &fileSums{dir: c.cacheDir, name: hex.EncodeToString(h[:]) + sumsSuffix, now: time.Now(),
		old: map[string]fileState{}, seen: map[string]fileState{}}
	b, err := c.cacheDir.read(s.name)
	if err != nil {
		return s
	}
	for line := range strings.Lines(string(b)) {
		stat, rest, ok1 := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
		sum, path, ok2 := strings.Cut(rest, "\t")
		raw, err := hex.DecodeString(sum)
		if !ok1 || !ok2 || err != nil || len(raw) != sha256.Size || stat == "" {
			return s // a damaged record: every file is hashed and recorded again
		}
		s.old[path] = fileState{Sum: raw, Stat: stat}
	}
	return s
}

// sum is the sha256 of path's content: recorded, while the file's
// metadata is as recorded, else read.
func (s *fileSums) sum(path string) ([]byte, error) {
	if s == nil {
		b, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		h := sha256.Sum256(b)
		return h[:], nil
	}
	if st, ok := s.seen[path]; ok {
		return st.Sum, nil
	}
	if st, ok := s.old[path]; ok {
		if fi, err := os.Stat(path); err == nil && st.statHolds(fi) {
			s.seen[path] = st
			return st.Sum, nil
		}
	}
	st, err := fileStateOf(path, "", s.now)
	if err != nil {
		return nil, err
	}
	s.seen[path] = st
	s.fresh = true
	return st.Sum, nil
}

// save writes the record again when a sum was computed: the files this
// key met, and those the last record held that it did not meet (another
// tool's graph in the same directory). A file whose metadata was not
// trusted (changed too recently) or whose name cannot be recorded is left
// out, to be hashed next time.
func (s *fileSums) save() {
	if s == nil || !s.fresh {
		return
	}
	var b strings.Builder
	write := func(path string, st fileState) {
		if st.Stat != "" && !strings.ContainsAny(path+st.Stat, "\t\n") {
			b.WriteString(st.Stat + "\t" + hex.EncodeToString(st.Sum) + "\t" + path + "\n")
		}
	}
	for path, st := range s.old {
		if _, ok := s.seen[path]; !ok {
			write(path, st)
		}
	}
	for path, st := range s.seen {
		write(path, st)
	}
	s.dir.write(s.name, []byte(b.String()))
}
