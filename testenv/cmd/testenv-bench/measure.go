package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/kubegen/kubegen/testenv"
	"github.com/kubegen/kubegen/testenv/widget"
)

// servers are the two kinds compared, the default first.
var servers = []testenv.Server{testenv.KubeAPIServer, testenv.APIExtensionsServer}

// figure names one measured time.
type figure string

const (
	perTestStart figure = "per-test-start"
	warmStart    figure = "warm-start"
	crdServed    figure = "crd-served"
	restart      figure = "restart"
)

var figures = []figure{perTestStart, warmStart, crdServed, restart}

// samples are the seconds measured, per server and figure.
type samples map[testenv.Server]map[figure][]float64

func (s samples) add(srv testenv.Server, f figure, seconds float64) {
	if s[srv] == nil {
		s[srv] = map[figure][]float64{}
	}
	s[srv][f] = append(s[srv][f], seconds)
}

func run(ctx context.Context, runs int) error {
	// testenv checks (or builds) the server binary once per process; this
	// untimed start does it, so that the warm starts below measure the
	// servers alone. Each per-test start is a new process and checks again.
	progress("warming up: checking the server binary is built")
	if err := startStop(ctx, testenv.APIExtensionsServer); err != nil {
		return fmt.Errorf("warm-up: %w", err)
	}
	got := samples{}
	for r := range runs {
		order := slices.Clone(servers)
		if r%2 == 1 {
			slices.Reverse(order)
		}
		for _, srv := range order {
			progress("round %d/%d: %s", r+1, runs, srv)
			d, err := perTestStartOnce(ctx, srv)
			if err != nil {
				return fmt.Errorf("%s per-test start: %w", srv, err)
			}
			got.add(srv, perTestStart, d)
			if err := warmRound(ctx, srv, got); err != nil {
				return fmt.Errorf("%s: %w", srv, err)
			}
		}
	}
	report(got, runs)
	return nil
}

func startStop(ctx context.Context, srv testenv.Server) error {
	env, err := testenv.Start(ctx, testenv.Options{Server: srv})
	if err != nil {
		return err
	}
	env.Stop()
	return nil
}

// perTestStartOnce runs this program again with -per-test-start: a new
// process, as each `go test` binary is, pays testenv's binary check.
func perTestStartOnce(ctx context.Context, srv testenv.Server) (float64, error) {
	exe, err := os.Executable()
	if err != nil {
		return 0, err
	}
	cmd := exec.CommandContext(ctx, exe, "-per-test-start", string(srv))
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return 0, err
	}
	return strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
}

// runPerTestChild is the -per-test-start process: testenv.Start as
// StartForTest calls it, timed, then Stop (untimed).
func runPerTestChild(ctx context.Context, srv testenv.Server) error {
	start := time.Now()
	env, err := testenv.Start(ctx, testenv.Options{Server: srv})
	if err != nil {
		return err
	}
	elapsed := time.Since(start)
	env.Stop()
	fmt.Printf("%.3f\n", elapsed.Seconds())
	return nil
}

// warmRound times, in this process (binary checked already): Start, then
// InstallCRDs of the Widget CRD, then RestartAPIServer with it installed.
func warmRound(ctx context.Context, srv testenv.Server, got samples) error {
	start := time.Now()
	env, err := testenv.Start(ctx, testenv.Options{Server: srv})
	if err != nil {
		return fmt.Errorf("start: %w", err)
	}
	defer env.Stop()
	got.add(srv, warmStart, time.Since(start).Seconds())

	start = time.Now()
	if err := env.InstallCRDs(ctx, widget.CRD()); err != nil {
		return fmt.Errorf("install CRD: %w", err)
	}
	got.add(srv, crdServed, time.Since(start).Seconds())

	start = time.Now()
	if err := env.RestartAPIServer(ctx); err != nil {
		return fmt.Errorf("restart: %w", err)
	}
	got.add(srv, restart, time.Since(start).Seconds())
	return nil
}

func progress(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "testenv-bench: "+format+"\n", args...)
}
