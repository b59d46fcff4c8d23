// Package e2e runs kubegen's informer runtime against a real API server
// (package testenv): one server shared by the tests that only read and
// write objects, each in its own namespace, and a server of their own for
// the tests that restart the apiserver or compact etcd.
package e2e

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

// shared is the environment of tests that do not disrupt the server.
var shared *testenv.Env

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	env, err := testenv.Start(ctx, testenv.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e: cannot start the test API server:", err)
		return 1
	}
	defer env.Stop()
	if err := env.InstallCRDs(ctx, widget.CRD()); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: %v\nlog %s ends with:\n%s\n", err, env.LogPath(), env.LogTail(40))
		return 1
	}
	shared = env
	code := m.Run()
	if code != 0 {
		fmt.Fprintf(os.Stderr, "e2e: shared API server log %s ends with:\n%s\n", env.LogPath(), env.LogTail(40))
	}
	return code
}
