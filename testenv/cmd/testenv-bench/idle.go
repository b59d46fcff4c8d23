package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/kubegen/kubegen/testenv"
)

// idleSettle is how long an environment runs before its idle CPU is
// measured: the start, the controllers' first lists and the garbage
// collector's first discovery syncs are over by then.
const idleSettle = 20 * time.Second

// clockTicks is the kernel's USER_HZ, the unit of /proc/PID/stat's CPU
// times; 100 on every Linux architecture Go supports.
const clockTicks = 100

// runIdle starts the default environment, lets it settle, and prints the
// share of a core each child process (etcd, kube-apiserver, controllers)
// uses over d while no test touches it. It is what the garbage collector's
// discovery period costs (see cmd/kubegen-testserver/garbagecollector.go).
// Linux only: it reads /proc.
func runIdle(ctx context.Context, d time.Duration) error {
	env, err := testenv.Start(ctx, testenv.Options{Server: testenv.KubeAPIServer})
	if err != nil {
		return err
	}
	defer env.Stop()
	progress("environment started; settling for %s, then measuring for %s", idleSettle, d)
	time.Sleep(idleSettle)
	before, err := childCPUTicks()
	if err != nil {
		return err
	}
	time.Sleep(d)
	after, err := childCPUTicks()
	if err != nil {
		return err
	}
	var parts []string
	for _, mode := range []string{"etcd", "kube-apiserver", "controllers"} {
		b, okb := before[mode]
		a, oka := after[mode]
		if !okb || !oka {
			return fmt.Errorf("no %s child process to measure", mode)
		}
		parts = append(parts, fmt.Sprintf("%s=%.2f%%", mode, float64(a-b)/clockTicks/d.Seconds()*100))
	}
	fmt.Printf("measure testenv-idle-cpu %s (of one core, over %s after %s)\n", strings.Join(parts, " "), d, idleSettle)
	return nil
}

// childCPUTicks returns the user and system CPU ticks of this process's
// children, by their kubegen-testserver mode (argv[1]).
func childCPUTicks() (map[string]int64, error) {
	stats, err := filepath.Glob("/proc/[0-9]*/stat")
	if err != nil {
		return nil, err
	}
	self := os.Getpid()
	ticks := map[string]int64{}
	for _, path := range stats {
		data, err := os.ReadFile(path)
		if err != nil {
			continue // the process has exited
		}
		// The command name in parentheses may hold spaces; the fields
		// after it are state, ppid, ..., utime (14th), stime (15th).
		s := string(data)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) < 13 || f[1] != strconv.Itoa(self) {
			continue
		}
		cmdline, err := os.ReadFile(filepath.Join(filepath.Dir(path), "cmdline"))
		if err != nil {
			continue
		}
		args := strings.Split(string(cmdline), "\x00")
		if len(args) < 2 {
			continue
		}
		utime, err1 := strconv.ParseInt(f[11], 10, 64)
		stime, err2 := strconv.ParseInt(f[12], 10, 64)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("%s: unexpected format", path)
		}
		ticks[args[1]] += utime + stime
	}
	return ticks, nil
}
