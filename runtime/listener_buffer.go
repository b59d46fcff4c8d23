package runtime

// notificationKind says which handler method a notification calls.
type notificationKind uint8

const (
	notifyAdd notificationKind = iota
	notifyUpdate
	notifyDelete
)

// notification is one event for one handler. It is a plain value, typed by
// T, so queueing it boxes nothing and allocates nothing beyond the ring's
// amortised growth.
type notification[T Object] struct {
	kind notificationKind
	// initial marks an OnAdd of the initial list (or of the cache replayed
	// to a late handler); the listener counts these for HasSynced.
	initial bool
	// unknown marks a delete whose final state was never seen: the handler
	// gets a DeletedFinalStateUnknown tombstone built from key and obj.
	unknown bool
	// obj is the added object, the new object of an update, or the deleted
	// object (the last known state, possibly the zero T, when unknown).
	obj T
	// old is the previous object of an update.
	old T
	// key is the store key of a tombstone; empty otherwise.
	key string
}

// ring is an unbounded FIFO of notifications: a power-of-two circular
// buffer that doubles when full. It is not safe for concurrent use; the
// listener's mutex guards it.
type ring[T Object] struct {
	buf  []notification[T]
	head int // index of the oldest item
	n    int // number of items
}

const minRingSize = 64

func (r *ring[T]) len() int { return r.n }

func (r *ring[T]) push(x notification[T]) {
	if r.n == len(r.buf) {
		r.grow()
	}
	r.buf[(r.head+r.n)&(len(r.buf)-1)] = x
	r.n++
}

func (r *ring[T]) grow() {
	size := 2 * len(r.buf)
	if size < minRingSize {
		size = minRingSize
	}
	buf := make([]notification[T], size)
	// Unroll the circle so that the oldest item lands at index 0.
	k := copy(buf, r.buf[r.head:])
	copy(buf[k:], r.buf[:r.head])
	r.buf, r.head = buf, 0
}

// popInto moves up to max of the oldest items to dst and returns it. The
// vacated slots are zeroed so that the ring keeps no delivered object alive.
func (r *ring[T]) popInto(dst []notification[T], max int) []notification[T] {
	take := min(r.n, max)
	if take == 0 {
		return dst
	}
	end := r.head + take
	if end <= len(r.buf) {
		dst = append(dst, r.buf[r.head:end]...)
		clear(r.buf[r.head:end])
	} else {
		dst = append(dst, r.buf[r.head:]...)
		clear(r.buf[r.head:])
		wrapped := end - len(r.buf)
		dst = append(dst, r.buf[:wrapped]...)
		clear(r.buf[:wrapped])
	}
	r.head = end & (len(r.buf) - 1)
	r.n -= take
	if r.n == 0 {
		r.head = 0
	}
	return dst
}

// reset drops every item and the storage, for a listener that stops.
func (r *ring[T]) reset() { *r = ring[T]{} }
