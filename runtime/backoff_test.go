package runtime

import (
	"testing"
	"time"

	clocktesting "k8s.io/utils/clock/testing"
)

// docs/runtime.md R16: delays start at 800ms and double up to 30s, each with up to
// as much again of jitter, and start over after two minutes without a retry.
func TestBackoffGrowsCapsJittersAndResets(t *testing.T) {
	fc := clocktesting.NewFakeClock(time.Unix(0, 0))
	b := newBackoff(fc, nil)
	b.random = func() float64 { return 0 }
	ms := time.Millisecond
	for i, want := range []time.Duration{800 * ms, 1600 * ms, 3200 * ms, 6400 * ms, 12800 * ms, 25600 * ms, 30 * time.Second, 30 * time.Second} {
		if got := b.Next(); got != want {
			t.Fatalf("delay %d = %v, want %v", i, got, want)
		}
		fc.Step(time.Second)
	}

	// Exactly two quiet minutes is not yet a reset; more is.
	fc.Step(2*time.Minute - time.Second)
	if got := b.Next(); got != 30*time.Second {
		t.Errorf("after two minutes: %v, want 30s", got)
	}
	fc.Step(2*time.Minute + time.Nanosecond)
	if got := b.Next(); got != 800*ms {
		t.Errorf("after two quiet minutes: %v, want 800ms", got)
	}

	// Jitter adds up to 100% of the base delay.
	b.random = func() float64 { return 0.5 }
	if got := b.Next(); got != 2400*ms {
		t.Errorf("jittered second delay %v, want 1.6s*1.5", got)
	}
	real := newBackoff(fc, nil)
	for range 100 {
		fc.Step(3 * time.Minute)
		if got := real.Next(); got < 800*ms || got >= 1600*ms {
			t.Fatalf("jittered first delay %v outside [800ms, 1.6s)", got)
		}
	}
}
