package runtime

// Waits in tests, bounded by testkit.GiveUp.

import (
	"runtime"
	"testing"

	"github.com/kubegen/kubegen/runtime/internal/testkit"
)

// awaitClosed waits for ch to be closed, failing with what and every
// goroutine's stack if it is not by testkit.Budget(t) (a deadlock, most likely).
func awaitClosed(t testing.TB, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-testkit.GiveUp(t):
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
