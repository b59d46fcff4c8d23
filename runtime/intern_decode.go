package runtime

import (
	"hash/maphash"
	"sync/atomic"
)

// Strings up to maxDecodeShareLen bytes are shared as generated decoders
// decode them: most strings of a collection's objects repeat (namespaces,
// label keys and values, owner kinds, managers, images, enum-like spec and
// status values), and a hit costs a lookup where a miss costs the
// allocation it would have cost anyway.
const maxDecodeShareLen = 64

// stringCache maps the bytes of a decoded string to one shared copy. It
// belongs to one decoding goroutine at a time (see decodeCacheSlot) and has
// no lock.
//
// It is a table of two-string sets indexed by a hash of the bytes rather
// than a map: a lookup is one hash and at most two compares, a miss one
// allocation and two stores, with no probing, no growth and no rehashing
// (a map cost a decoder more than scanning the JSON did). Each set keeps
// its most recently used string first, so the unique strings that stream
// through (names, uids, resourceVersions) only ever displace a set's
// older entry, and a string that comes back with every object stays.
type stringCache struct {
	seed maphash.Seed
	sets [decodeCacheSets][2]string
}

// decodeCacheSets is the number of sets: 4096 strings of at most
// maxDecodeShareLen bytes (at most 256 KiB held, 64 KiB of table).
const decodeCacheSets = 2048

func newStringCache() *stringCache {
	return &stringCache{seed: maphash.MakeSeed()}
}

// get returns the shared copy of b, making one when there is none. The
// compares with string(b) do not allocate.
func (c *stringCache) get(b []byte) string {
	set := &c.sets[maphash.Bytes(c.seed, b)&(decodeCacheSets-1)]
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

// decodeCacheSlot keeps one ListerWatcher's string cache between its
// decodes (each LIST, each watch), so that a relist and the watches share
// strings with the objects already cached. A decode takes the cache out of
// the slot and puts it back when done; one that overlaps another (a watch
// ending while a relist starts) gets a fresh cache, so no cache is ever used
// by two goroutines and no lock is needed.
type decodeCacheSlot struct {
	p atomic.Pointer[stringCache]
}

func (s *decodeCacheSlot) take() *stringCache {
	if c := s.p.Swap(nil); c != nil {
		return c
	}
	return newStringCache()
}

func (s *decodeCacheSlot) put(c *stringCache) { s.p.Store(c) }
