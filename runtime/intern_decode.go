package runtime

import "sync/atomic"

// Limits of the string cache of generated decoders. Strings up to
// maxDecodeShareLen bytes are shared as they are decoded: most strings of a
// collection's objects repeat (namespaces, label keys and values, owner
// kinds, managers, images, enum-like spec and status values), and a hit
// costs a map lookup where a miss costs the allocation it would have cost
// anyway. Unique ones (names, uids, resourceVersions) churn the cache, so
// it is capped by bytes and started afresh when full, like boundedTable.
const (
	maxDecodeShareLen = 64
	// maxDecodeShareBytes holds some thousands of strings with their map
	// entries.
	maxDecodeShareBytes = 512 << 10
)

// stringCache maps the bytes of a decoded string to one shared copy. It
// belongs to one decoding goroutine at a time (see decodeCacheSlot) and has
// no lock.
type stringCache struct {
	m     map[string]string
	bytes int
}

func newStringCache() *stringCache {
	return &stringCache{m: make(map[string]string, 256)}
}

// get returns the shared copy of b, making one when there is none. The
// lookup with string(b) does not allocate.
func (c *stringCache) get(b []byte) string {
	if s, ok := c.m[string(b)]; ok {
		return s
	}
	s := string(b)
	cost := len(s) + internEntryOverhead
	if c.bytes+cost > maxDecodeShareBytes {
		// A new map rather than clear(), which would keep every bucket.
		c.m = make(map[string]string, 256)
		c.bytes = 0
	}
	c.m[s] = s
	c.bytes += cost
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
