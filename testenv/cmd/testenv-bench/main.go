// Command testenv-bench times package testenv for hack/bench-testenv.sh,
// for the real kube-apiserver (testenv.KubeAPIServer, the default) beside
// the apiextensions-only server (testenv.APIExtensionsServer):
//
//   - per-test start: what testenv.StartForTest costs a test whose server
//     binary is already built: a fresh process's testenv.Start, which
//     checks the binary is up to date (`go list`, `go build`; see
//     testenv/binary.go) unless KUBEGEN_TESTSERVER names one, then starts
//     etcd and the apiserver and waits until they serve;
//   - warm start: testenv.Start in a process that has checked the binary
//     already, so only etcd and the apiserver starting until ready;
//   - crd-served: InstallCRDs of one CRD until a LIST of it answers;
//   - restart: RestartAPIServer (with that CRD installed) until it serves.
//
// With -idle DURATION it measures instead the CPU an idle environment's
// child processes use (see idle.go).
//
// Rounds alternate which server goes first, so that neither always runs on
// the busier side of a shared machine. It prints `measure` lines (median
// [min-max] over the rounds, ratio kube-apiserver over apiextensions) and
// `budget` lines on stdout, the servers' progress on stderr.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/kubegen/kubegen/testenv"
)

func main() {
	var (
		runs    = flag.Int("runs", 5, "rounds; each measures every figure once per server")
		perTest = flag.String("per-test-start", "", "internal: time one testenv.Start of this server in this process, print its seconds and exit")
		idle    = flag.Duration("idle", 0, "measure the CPU of an idle kube-apiserver environment's child processes over this long, and exit")
	)
	flag.Parse()
	// Generous: a start on a loaded 2-core machine can take a minute.
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	var err error
	if *perTest != "" {
		err = runPerTestChild(ctx, testenv.Server(*perTest))
	} else if *idle > 0 {
		err = runIdle(ctx, *idle)
	} else if *runs < 1 {
		err = fmt.Errorf("-runs %d: want at least 1", *runs)
	} else {
		err = run(ctx, *runs)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "testenv-bench:", err)
		os.Exit(1)
	}
}
