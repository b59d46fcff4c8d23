package testenv

import (
	"context"
	"errors"
	"os"
	"syscall"
	"testing"
	"time"
)

// TestStopLeavesNothing checks that Stop ends both servers and the
// controllers child (absent with the apiextensions-only server), removes
// the temporary directory, and that a second Stop is harmless.
func TestStopLeavesNothing(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	env, err := Start(ctx, Options{})
	if err != nil {
		t.Fatal(err)
	}
	pids := []int{env.etcd.cmd.Process.Pid, env.api.cmd.Process.Pid}
	if env.ctrl != nil {
		pids = append(pids, env.ctrl.cmd.Process.Pid)
	}
	dir := env.dir
	env.Stop()
	env.Stop()
	if _, err := os.Stat(dir); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("%s still exists after Stop (stat: %v)", dir, err)
	}
	for _, pid := range pids {
		if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
			t.Errorf("server process %d still exists after Stop (kill 0: %v)", pid, err)
		}
	}
	if err := env.StartAPIServer(ctx); err == nil {
		t.Error("StartAPIServer after Stop succeeded")
	}
}
