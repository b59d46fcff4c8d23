package runtime

// Bounds for waits in tests. A wait for something that must happen is
// bounded by the test binary's own deadline (go test -timeout), not by a
// guess at how fast the machine is: a loaded machine running -race is slow,
// not wrong. The bound is there only to fail by name rather than hang.

import (
	"runtime"
	"testing"
	"time"
)

// budget is when a wait gives up: shortly before the test binary's
// deadline, or never without one.
func budget(t testing.TB) time.Time {
	if tt, ok := t.(*testing.T); ok {
		if deadline, ok := tt.Deadline(); ok {
			return time.Now().Add(time.Until(deadline) * 9 / 10)
		}
	}
	return time.Now().Add(100 * 365 * 24 * time.Hour)
}

// giveUp fires at budget(t), for a select that waits for something else.
func giveUp(t testing.TB) <-chan time.Time {
	return time.After(time.Until(budget(t)))
}

// awaitClosed waits for ch to be closed, failing with what and every
// goroutine's stack if it is not by budget(t) (a deadlock, most likely).
func awaitClosed(t testing.TB, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-giveUp(t):
		buf := make([]byte, 1<<20)
		buf = buf[:runtime.Stack(buf, true)]
		t.Fatalf("%s never finished: a lock is held around the caller's code; goroutines:\n%s", what, buf)
	}
}

// returns runs fn on its own goroutine and waits for it (see awaitClosed).
func returns(t testing.TB, what string, fn func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		fn()
	}()
	awaitClosed(t, done, what)
}

// noError is stMust for goroutines other than the test's.
func noError(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Error(err)
	}
}
