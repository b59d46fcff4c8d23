package runtime

// DeltaType says what happened to an object between two pops of the queue.
// The values are client-go's, so logs and demos read the same.
type DeltaType string

const (
	Added   DeltaType = "Added"
	Updated DeltaType = "Updated"
	Deleted DeltaType = "Deleted"
	// Replaced is queued for listed items when a relist replaces the store and
	// the queue was built to emit it; otherwise relists queue Sync.
	Replaced DeltaType = "Replaced"
	// Sync is queued by a relist or a periodic resync: no change is implied.
	Sync DeltaType = "Sync"
)

// Delta is one change to one object. A Deleted delta whose final state the
// runtime never saw (a deletion lost with a broken watch and found by a
// relist) has Unknown set: Object is then the last state the cache knew, or
// the zero T when it knew none, and Key is the store key that disappeared.
type Delta[T Object] struct {
	Type   DeltaType
	Object T
	// Key is the store key of Object, computed once when the delta is queued.
	Key string
	// Unknown marks a DeletedFinalStateUnknown tombstone.
	Unknown bool
	// InInitialList is true for deltas produced by the first Replace, until
	// they are popped; informers pass it on as OnAdd's isInInitialList.
	InInitialList bool
}
