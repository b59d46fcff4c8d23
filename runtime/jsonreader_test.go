package runtime

import (
	"fmt"
	"math/rand"
	"testing"
	"time"
	"unsafe"
)

// plainRunSlow is plainRun one byte at a time.
func plainRunSlow(d []byte, i int) int {
	for i < len(d) && d[i] >= 0x20 && d[i] < 0x80 && d[i] != '"' && d[i] != '\\' {
		i++
	}
	return i
}

// TestPlainRun checks the word-at-a-time scan against the plain one: every
// special byte at every position of a word, after plain bytes of every
// kind (borrows from a low byte must not hide or invent a stop), and random
// mixes.
func TestPlainRun(t *testing.T) {
	specials := []byte{'"', '\\', 0x00, 0x01, 0x1f, 0x80, 0xc3, 0xff}
	plains := []byte{0x20, 0x21, 0x23, '0', 0x5b, 0x5d, 'a', 0x7f}
	for _, p := range plains {
		for _, s := range specials {
			for n := 0; n < 20; n++ {
				for at := 0; at <= n; at++ {
					d := make([]byte, n)
					for k := range d {
						d[k] = p
					}
					if at < n {
						d[at] = s
					}
					for start := 0; start <= min(n, 3); start++ {
						if got, want := plainRun(d, start), plainRunSlow(d, start); got != want {
							t.Fatalf("plainRun(%q, %d) = %d, want %d", d, start, got, want)
						}
					}
				}
			}
		}
	}
	rng := rand.New(rand.NewSource(1))
	alphabet := append(append([]byte{}, specials...), plains...)
	for range 20000 {
		d := make([]byte, rng.Intn(40))
		for k := range d {
			if rng.Intn(4) == 0 {
				d[k] = alphabet[rng.Intn(len(alphabet))]
			} else {
				d[k] = byte(rng.Intn(256))
			}
		}
		start := 0
		if len(d) > 0 {
			start = rng.Intn(len(d))
		}
		if got, want := plainRun(d, start), plainRunSlow(d, start); got != want {
			t.Fatalf("plainRun(%q, %d) = %d, want %d", d, start, got, want)
		}
	}
}

// TestParseUTCSeconds compares the timestamp fast path with time.Parse:
// whenever the fast path answers, time.Parse must agree exactly, and for
// the API server's own form it must answer.
func TestParseUTCSeconds(t *testing.T) {
	check := func(s string) bool {
		sec, ok := parseUTCSeconds([]byte(s))
		got := time.Unix(sec, 0)
		want, err := time.Parse(time.RFC3339, s)
		if ok {
			if err != nil {
				t.Fatalf("%q: fast path %v, time.Parse fails: %v", s, got, err)
			}
			// Struct equality: the same instant, representation and
			// location as what ReadMetaTime used to store.
			if got != want.Local() {
				t.Fatalf("%q: fast path %v, time.Parse %v", s, got, want)
			}
		}
		return ok
	}
	for _, s := range []string{
		"2023-11-14T22:13:20Z", "0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z",
		"2024-02-29T00:00:00Z", "2000-02-29T12:00:00Z",
	} {
		if !check(s) {
			t.Fatalf("%q: the fast path declined", s)
		}
	}
	for _, s := range []string{
		"2023-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2023-04-31T00:00:00Z", "2023-13-01T00:00:00Z",
		"2023-00-01T00:00:00Z", "2023-01-00T00:00:00Z", "2023-01-01T24:00:00Z", "2023-01-01T00:60:00Z",
		"2023-01-01T00:00:60Z", "2023-01-01t00:00:00Z", "2023-01-01T00:00:00z", "2023-01-01T00:00:00+00:00",
		"2023-01-01T00:00:00.5Z", "2023-1-01T00:00:00Z", "+023-01-01T00:00:00Z", "2023-01-01 00:00:00Z",
		"２023-01-01T00:00:00Z", "2023-01-01T00:00:0aZ", "",
	} {
		if check(s) {
			t.Fatalf("%q: the fast path answered for a form it must leave to time.Parse", s)
		}
	}
	// Every byte at every position of a valid stamp.
	base := []byte("2024-02-29T23:59:59Z")
	for i := range base {
		for c := range 256 {
			b := append([]byte(nil), base...)
			b[i] = byte(c)
			check(string(b))
		}
	}
	rng := rand.New(rand.NewSource(2))
	for range 20000 {
		s := time.Unix(rng.Int63n(253402300800)-62135596800, 0).UTC().Format(time.RFC3339)
		if !check(s) {
			t.Fatalf("%q: the fast path declined", s)
		}
	}
}

// TestStringCache checks the decoders' string cache: equal bytes give one
// shared copy, the copy never aliases the bytes it was made from (the
// stream buffer is reused), and strings that keep coming back stay shared
// while a stream of unique ones passes through.
func TestStringCache(t *testing.T) {
	c := newStringCache()
	buf := []byte("kube-system")
	a := c.get(buf)
	copy(buf, "XXXXXXXXXXX")
	if a != "kube-system" {
		t.Fatalf("the cached string changed with its source bytes: %q", a)
	}
	b := c.get([]byte("kube-system"))
	if b != a || unsafe.StringData(a) != unsafe.StringData(b) {
		t.Fatal("equal bytes did not give the shared copy")
	}
	if s := c.get(nil); s != "" {
		t.Fatalf("empty bytes gave %q", s)
	}
	hot := []string{"default", "app", "web", "Running", "True", "apps/v1", "ReplicaSet"}
	// A set holds two strings, so a returning string stays only while no
	// other returning string shares its set (two that do take turns being
	// evicted by the unique ones, costing an allocation, not correctness).
	// The seed is random per cache; pick one that gives each hot string a
	// set of its own, as most seeds do.
	for seed := uint64(1); ; seed += 2 {
		c.seed = seed
		sets := map[uint64]bool{}
		for _, h := range hot {
			sets[c.index([]byte(h))] = true
		}
		if len(sets) == len(hot) {
			break
		}
	}
	first := map[string]*byte{}
	for _, h := range hot {
		first[h] = unsafe.StringData(c.get([]byte(h)))
	}
	for i := range 100000 {
		c.get(fmt.Appendf(nil, "web-%06d", i))
		h := hot[i%len(hot)]
		if got := c.get([]byte(h)); got != h || unsafe.StringData(got) != first[h] {
			t.Fatalf("after %d unique strings %q is no longer shared", i, h)
		}
	}
}

// TestStringCacheSpreads checks that families of strings typical of API
// objects (sequential names, uuids, long label keys differing in the
// middle) spread over the sets about as random ones would: 2000 strings in
// 2048 sets fill about 1280 of them.
func TestStringCacheSpreads(t *testing.T) {
	c := newStringCache()
	families := map[string]func(i int) string{
		"names":      func(i int) string { return fmt.Sprintf("web-%06d", i) },
		"short":      func(i int) string { return fmt.Sprint(i) },
		"uids":       func(i int) string { return fmt.Sprintf("6f2f0d1e-8b3a-4c38-%04x-1f0b3f7a8c21", i) },
		"label keys": func(i int) string { return fmt.Sprintf("example.com/component-%04d-of-the-application", i) },
		"pods":       func(i int) string { return fmt.Sprintf("frontend-7d9f8b6c5d-%05x", i*7919) },
	}
	for name, f := range families {
		used := map[uint64]bool{}
		for i := range 2000 {
			used[c.index([]byte(f(i)))] = true
		}
		if len(used) < 1150 {
			t.Errorf("%s: 2000 strings fall in only %d sets", name, len(used))
		}
	}
}
