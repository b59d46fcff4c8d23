package strcache

import (
	"fmt"
	"testing"
	"unsafe"
)

// TestStringCache checks the decoders' string cache: equal bytes give one
// shared copy, the copy never aliases the bytes it was made from (the
// stream buffer is reused), and strings that keep coming back stay shared
// while a stream of unique ones passes through.
func TestStringCache(t *testing.T) {
	c := New()
	buf := []byte("kube-system")
	a := c.Get(buf)
	copy(buf, "XXXXXXXXXXX")
	if a != "kube-system" {
		t.Fatalf("the cached string changed with its source bytes: %q", a)
	}
	b := c.Get([]byte("kube-system"))
	if b != a || unsafe.StringData(a) != unsafe.StringData(b) {
		t.Fatal("equal bytes did not give the shared copy")
	}
	if s := c.Get(nil); s != "" {
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
		first[h] = unsafe.StringData(c.Get([]byte(h)))
	}
	for i := range 100000 {
		c.Get(fmt.Appendf(nil, "web-%06d", i))
		h := hot[i%len(hot)]
		if got := c.Get([]byte(h)); got != h || unsafe.StringData(got) != first[h] {
			t.Fatalf("after %d unique strings %q is no longer shared", i, h)
		}
	}
}

// TestStringCacheSpreads checks that families of strings typical of API
// objects (sequential names, uuids, long label keys differing in the
// middle) spread over the sets about as random ones would: 2000 strings in
// 2048 sets fill about 1280 of them.
func TestStringCacheSpreads(t *testing.T) {
	c := New()
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
