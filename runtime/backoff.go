package runtime

import (
	"math/rand/v2"
	"sync"
	"time"

	"k8s.io/utils/clock"
)

// Reflector retry timing, as client-go's: starting at 800ms and doubling up to
// 30s keeps a failing server at about 0.2 requests per second per reflector;
// two minutes without needing to back off means the server is healthy again.
const (
	backoffInitial = 800 * time.Millisecond
	backoffFactor  = 2.0
	backoffCap     = 30 * time.Second
	backoffJitter  = 1.0
	backoffReset   = 2 * time.Minute
)

// backoff hands out growing delays for retries. Each delay is the base delay
// plus up to jitter times as much again, at random, so that reflectors that
// failed together do not retry together. It is safe for concurrent use.
type backoff struct {
	clock   clock.Clock
	initial time.Duration
	factor  float64
	cap     time.Duration
	jitter  float64
	reset   time.Duration
	// random returns a number in [0, 1); tests pin it.
	random func() float64

	mu sync.Mutex
	// next is the base of the delay that Next returns next; 0 before the
	// first call and after a reset.
	next time.Duration
	// last is when Next was last called.
	last time.Time
}

func newBackoff(c clock.Clock) *backoff {
	return &backoff{
		clock:   c,
		initial: backoffInitial,
		factor:  backoffFactor,
		cap:     backoffCap,
		jitter:  backoffJitter,
		reset:   backoffReset,
		random:  rand.Float64,
	}
}

// Next returns how long to wait before the next retry and advances the
// backoff. A call coming more than the reset interval after the previous one
// starts again from the initial delay.
func (b *backoff) Next() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.clock.Now()
	if b.next == 0 || now.Sub(b.last) > b.reset {
		b.next = b.initial
	}
	b.last = now
	base := b.next
	b.next = min(time.Duration(float64(base)*b.factor), b.cap)
	if b.jitter > 0 {
		base += time.Duration(b.random() * b.jitter * float64(base))
	}
	return base
}
