package testenv

import (
	"context"
	"testing"
	"time"
)

// StartForTest starts an environment for t with default options and stops
// it when t ends. If the servers cannot start, t fails (never skips) with
// the tail of their log.
func StartForTest(t testing.TB) *Env {
	t.Helper()
	return StartForTestWith(t, Options{})
}

// StartForTestWith is StartForTest with options.
func StartForTestWith(t testing.TB, opts Options) *Env {
	t.Helper()
	// The first build of the server takes minutes; later starts seconds.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	env, err := Start(ctx, opts)
	if err != nil {
		t.Fatalf("cannot start the test API server: %v", err)
	}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("test API server log %s ends with:\n%s", env.LogPath(), env.LogTail(60))
		}
		env.Stop()
	})
	return env
}
