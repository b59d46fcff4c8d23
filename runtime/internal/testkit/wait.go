package testkit

// Bounds for waits in tests. A wait for something that must happen is
// bounded by the test binary's own deadline (go test -timeout), not by a
// guess at how fast the machine is: a loaded machine running -race is slow,
// not wrong. The bound is there only to fail by name rather than hang.

import (
	"testing"
	"time"
)

// Budget is when a wait gives up: shortly before the test binary's
// deadline, or never without one.
func Budget(t testing.TB) time.Time {
	if tt, ok := t.(*testing.T); ok {
		if deadline, ok := tt.Deadline(); ok {
			return time.Now().Add(time.Until(deadline) * 9 / 10)
		}
	}
	return time.Now().Add(100 * 365 * 24 * time.Hour)
}

// GiveUp fires at Budget(t), for a select that waits for something else.
func GiveUp(t testing.TB) <-chan time.Time {
	return time.After(time.Until(Budget(t)))
}
