package runtime

import (
	"math/rand/v2"
	"sync"
	"time"

	"k8s.io/apimachinery/pkg/util/wait"
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
	// steps is how many delays are followed by a larger one (as
	// wait.Backoff's Steps); below 0, no limit.
	steps int
	// random returns a number in [0, 1); tests pin it.
	random func() float64

	mu sync.Mutex
	// next is the base of the delay that Next returns next; 0 before the
	// first call and after a reset.
	next time.Duration
	// last is when Next was last called.
	last time.Time
	// grown counts the delays handed out since the last reset.
	grown int
}

// newBackoff returns the default backoff, or one shaped like custom: its
// Duration is the first delay, multiplied by Factor (at least 1) for each
// of the next Steps delays (after which it stays put) and capped at Cap when
// Cap is set; Jitter adds up to that fraction at random. The two-minute
// reset applies to both.
func newBackoff(c clock.Clock, custom *wait.Backoff) *backoff {
	b := &backoff{
		clock:   c,
		initial: backoffInitial,
		factor:  backoffFactor,
		cap:     backoffCap,
		jitter:  backoffJitter,
		reset:   backoffReset,
		steps:   -1,
		random:  rand.Float64,
	}
	if custom != nil {
		b.initial = custom.Duration
		b.factor = max(custom.Factor, 1)
		b.cap = custom.Cap
		b.jitter = custom.Jitter
		b.steps = custom.Steps
	}
	return b
}

// Next returns how long to wait before the next retry and advances the
// backoff. A call coming more than the reset interval after the previous one
// starts again from the initial delay.
func (b *backoff) Next() time.Duration {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.clock.Now()
	if b.grown == 0 || now.Sub(b.last) > b.reset {
		b.next = b.initial
		b.grown = 0
	}
	b.last = now
	base := b.next
	b.grown++
	if b.steps < 0 || b.grown <= b.steps {
		b.next = time.Duration(float64(base) * b.factor)
		if b.cap > 0 {
			b.next = min(b.next, b.cap)
		}
	}
	if b.jitter > 0 {
		base += time.Duration(b.random() * b.jitter * float64(base))
	}
	return base
}
