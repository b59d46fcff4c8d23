package load

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// countingFormat is a formatter that upper-cases its input's first byte
// (any function serves: the memo never looks inside) and counts its calls.
type countingFormat struct{ calls int }

func (c *countingFormat) of(src []byte) func() ([]byte, error) {
	return func() ([]byte, error) {
		c.calls++
		out := bytes.Clone(src)
		out[0] -= 'a' - 'A'
		return out, nil
	}
}

// TestFormatMemoHitReturnsTheSameBytes: the second formatting of the same
// source by the same formatter is read back, byte for byte, without
// running the formatter; another source or another formatter identity
// misses and runs it.
func TestFormatMemoHitReturnsTheSameBytes(t *testing.T) {
	m := newFormatMemo(t.TempDir(), []byte("tool"))
	var f countingFormat
	id, src := []byte("formatter"), []byte("package v1\n")
	first, err := m.formatted(id, src, f.of(src))
	if err != nil || string(first) != "Package v1\n" || f.calls != 1 {
		t.Fatalf("first run: %q, %v after %d calls; want the formatter's output from one call", first, err, f.calls)
	}
	second, err := m.formatted(id, src, f.of(src))
	if err != nil || !bytes.Equal(second, first) {
		t.Fatalf("second run: %q, %v; want %q", second, err, first)
	}
	if f.calls != 1 || m.hits.Load() != 1 {
		t.Errorf("second run: %d formatter calls, %d hits; want it read from the memo (1 call, 1 hit)", f.calls, m.hits.Load())
	}

	other := []byte("package v2\n")
	if out, err := m.formatted(id, other, f.of(other)); err != nil || string(out) != "Package v2\n" || f.calls != 2 {
		t.Errorf("another source: %q, %v after %d calls; want it formatted (2 calls)", out, err, f.calls)
	}
	if _, err := m.formatted([]byte("another formatter"), src, f.of(src)); err != nil || f.calls != 3 {
		t.Errorf("another formatter identity: %v after %d calls; want it formatted (3 calls)", err, f.calls)
	}
	// Another build's entries lie in another directory; its keys differ
	// too, even in the same one.
	another := &formatMemo{cacheDir: &cacheDir{dir: m.dir, tool: []byte("another tool"), perBuild: true}}
	if out, err := another.formatted(id, src, f.of(src)); err != nil || !bytes.Equal(out, first) || f.calls != 4 {
		t.Errorf("another tool build: %q, %v after %d calls; want it formatted (4 calls)", out, err, f.calls)
	}
	if m.hits.Load() != 1 {
		t.Errorf("%d hits; want only the second run's", m.hits.Load())
	}
}

// TestFormatMemoIgnoresDamagedEntries: an entry that is cut short, has a
// byte changed or lacks the magic is a miss; the formatter runs and its
// output is written over the entry, which the next run reads.
func TestFormatMemoIgnoresDamagedEntries(t *testing.T) {
	id, src := []byte("formatter"), []byte("package v1\n")
	for name, damage := range map[string]func([]byte) []byte{
		"truncated":    func(b []byte) []byte { return b[:len(b)-3] },
		"byte flipped": func(b []byte) []byte { b[len(b)-2] ^= 1; return b },
		"no magic":     func(b []byte) []byte { return b[1:] },
		"empty":        func([]byte) []byte { return nil },
	} {
		t.Run(name, func(t *testing.T) {
			m := newFormatMemo(t.TempDir(), []byte("tool"))
			var f countingFormat
			want, err := m.formatted(id, src, f.of(src))
			if err != nil {
				t.Fatal(err)
			}
			p := m.path(m.key(id, src))
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatalf("no entry was written: %v", err)
			}
			if err := os.WriteFile(p, damage(bytes.Clone(b)), 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := m.formatted(id, src, f.of(src))
			if err != nil || !bytes.Equal(got, want) || f.calls != 2 || m.hits.Load() != 0 {
				t.Fatalf("damaged entry: %q, %v after %d calls, %d hits; want %q formatted again", got, err, f.calls, m.hits.Load(), want)
			}
			if after, _ := os.ReadFile(p); !bytes.Equal(after, b) {
				t.Errorf("the entry was not rewritten: %q, want %q", after, b)
			}
			if got, err := m.formatted(id, src, f.of(src)); err != nil || !bytes.Equal(got, want) || f.calls != 2 || m.hits.Load() != 1 {
				t.Errorf("after the rewrite: %q, %v after %d calls, %d hits; want a hit", got, err, f.calls, m.hits.Load())
			}
		})
	}
}

// TestFormatMemoDoesNotRecordErrors: a formatter's error is returned, and
// the next run formats again.
func TestFormatMemoDoesNotRecordErrors(t *testing.T) {
	m := newFormatMemo(t.TempDir(), []byte("tool"))
	calls := 0
	fail := func() ([]byte, error) { calls++; return nil, errors.New("1:1: expected 'package'") }
	for range 2 {
		if out, err := m.formatted([]byte("id"), []byte("not go"), fail); err == nil {
			t.Fatalf("got %q; want the formatter's error", out)
		}
	}
	if calls != 2 {
		t.Errorf("the formatter ran %d times; want 2 (an error is never recorded)", calls)
	}
	if _, err := os.Stat(m.dir); err == nil {
		t.Errorf("a failed formatting wrote below %s", m.dir)
	}
}

// TestFormattedFollowsKUBEGEN_CACHE: Formatted keeps its entries below
// KUBEGEN_CACHE, and with KUBEGEN_CACHE=off it never reads them (the
// formatter runs every time) nor writes any; an empty identity formats.
func TestFormattedFollowsKUBEGEN_CACHE(t *testing.T) {
	root := t.TempDir()
	t.Setenv(cacheEnv, root)
	var f countingFormat
	id, src := []byte("formatter"), []byte("package v1\n")
	for range 2 {
		if _, err := Formatted(id, src, f.of(src)); err != nil {
			t.Fatal(err)
		}
	}
	if f.calls != 1 {
		t.Fatalf("with a cache: %d formatter calls; want 1", f.calls)
	}
	before := filesBelow(t, root)
	if len(before) == 0 {
		t.Fatalf("with a cache: nothing was written below %s", root)
	}

	t.Setenv(cacheEnv, "off")
	other := []byte("package v2\n")
	for _, s := range [][]byte{src, src, other} {
		if _, err := Formatted(id, s, f.of(s)); err != nil {
			t.Fatal(err)
		}
	}
	if f.calls != 4 {
		t.Errorf("KUBEGEN_CACHE=off: %d formatter calls in all; want 4 (every file formatted)", f.calls)
	}
	if after := filesBelow(t, root); len(after) != len(before) {
		t.Errorf("KUBEGEN_CACHE=off wrote below the cache: %v, was %v", after, before)
	}

	t.Setenv(cacheEnv, root)
	for range 2 {
		if _, err := Formatted(nil, src, f.of(src)); err != nil {
			t.Fatal(err)
		}
	}
	if f.calls != 6 {
		t.Errorf("an empty identity: %d formatter calls in all; want 6 (formatted every time)", f.calls)
	}
}

// filesBelow lists the regular files below root.
func filesBelow(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			out = append(out, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
