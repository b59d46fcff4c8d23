// Package strcache shares the short strings that generated decoders read:
// the string cache of a decoding goroutine, and the slot a ListerWatcher
// keeps it in between decodes. Only the runtime and its decode package use
// it.
package strcache

import (
	"encoding/binary"
	"math/rand/v2"
	"sync/atomic"
)

// Strings up to MaxLen bytes are shared as generated decoders
// decode them: most strings of a collection's objects repeat (namespaces,
// label keys and values, owner kinds, managers, images, enum-like spec and
// status values), and a hit costs a lookup where a miss costs the
// allocation it would have cost anyway.
const MaxLen = 64

// Cache maps the bytes of a decoded string to one shared copy. It
// belongs to one decoding goroutine at a time (see Slot) and has
// no lock.
//
// It is a table of two-string sets indexed by a hash of the bytes rather
// than a map: a lookup is one hash and at most two compares, a miss one
// allocation and two stores, with no probing, no growth and no rehashing
// (a map cost a decoder more than scanning the JSON did). Each set keeps
// its most recently used string first, so the unique strings that stream
// through (names, uids, resourceVersions) only ever displace a set's
// older entry, and a string that comes back with every object stays.
type Cache struct {
	seed uint64
	sets [decodeCacheSets][2]string
}

// decodeCacheSets is the number of sets: 4096 strings of at most
// MaxLen bytes (at most 256 KiB held, 64 KiB of table).
const (
	decodeCacheBits = 11
	decodeCacheSets = 1 << decodeCacheBits
)

// New returns an empty cache with a random seed.
func New() *Cache {
	return &Cache{seed: rand.Uint64() | 1}
}

// Get returns the shared copy of b, making one when there is none. The
// compares with string(b) do not allocate.
func (c *Cache) Get(b []byte) string {
	set := &c.sets[c.index(b)]
	if set[0] == string(b) {
		return set[0]
	}
	if set[1] == string(b) {
		set[0], set[1] = set[1], set[0]
		return set[0]
	}
	s := string(b)
	set[1], set[0] = set[0], s
	return s
}

// index picks b's set. The strings are short (at most MaxLen
// bytes), so a word-at-a-time multiplicative hash inlined here costs less
// than a call of the general hash; it covers every byte (the last word
// overlaps the one before when the length is not a multiple of eight).
// Strings that collide only share a set: a lookup compares whole strings.
// The seed, random per cache, keeps the sets inputs fall in unpredictable.
func (c *Cache) index(b []byte) uint64 {
	const k = 0x9e3779b97f4a7c15
	n := len(b)
	h := c.seed ^ uint64(n)*k
	switch {
	case n >= 8:
		for i := 0; i < n-8; i += 8 {
			h = (h ^ binary.LittleEndian.Uint64(b[i:])) * k
			h ^= h >> 32
		}
		h ^= binary.LittleEndian.Uint64(b[n-8:])
	case n >= 4:
		h ^= uint64(binary.LittleEndian.Uint32(b)) | uint64(binary.LittleEndian.Uint32(b[n-4:]))<<32
	case n > 0:
		h ^= uint64(b[0]) | uint64(b[n/2])<<8 | uint64(b[n-1])<<16
	}
	h *= k
	h ^= h >> 29
	h *= 0xbf58476d1ce4e5b9
	return h >> (64 - decodeCacheBits)
}

// Slot keeps one ListerWatcher's string cache between its
// decodes (each LIST, each watch), so that a relist and the watches share
// strings with the objects already cached. A decode takes the cache out of
// the slot and puts it back when done; one that overlaps another (a watch
// ending while a relist starts) gets a fresh cache, so no cache is ever used
// by two goroutines and no lock is needed.
type Slot struct {
	p atomic.Pointer[Cache]
}

// Take takes the slot's cache, or a new one when the slot is empty.
func (s *Slot) Take() *Cache {
	if c := s.p.Swap(nil); c != nil {
		return c
	}
	return New()
}

// Put puts c back for the next decode.
func (s *Slot) Put(c *Cache) { s.p.Store(c) }
