package wire

// boundedTable maps content to its shared copy, holding at most limit bytes
// (content plus internEntryOverhead per entry). It is not safe for
// concurrent use; InternTable's lock guards it.
type boundedTable[V any] struct {
	entries map[string]V
	bytes   int
	limit   int
}

func newBoundedTable[V any](limit int) boundedTable[V] {
	return boundedTable[V]{entries: make(map[string]V), limit: limit}
}

func (b *boundedTable[V]) get(key string) (V, bool) {
	v, ok := b.entries[key]
	return v, ok
}

// put adds key, whose key and value hold size bytes of content, first
// replacing the whole map by an empty one if it would pass its limit. A new
// map rather than clear(): clear keeps every bucket the map ever grew, which
// is the memory the limit is about.
func (b *boundedTable[V]) put(key string, v V, size int) {
	cost := size + internEntryOverhead
	if b.bytes+cost > b.limit {
		b.entries = make(map[string]V)
		b.bytes = 0
	}
	b.entries[key] = v
	b.bytes += cost
}
