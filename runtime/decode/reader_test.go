package decode

import (
	"math/rand"
	"testing"
	"time"
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
