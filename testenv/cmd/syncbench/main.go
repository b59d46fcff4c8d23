// Command syncbench measures an informer's initial sync of many Widgets
// from a real API server (package testenv), side by side: kubegen's
// runtime informer ("ours"), client-go's shared informer ("client-go"), and
// a raw paged LIST whose bytes are read and discarded ("raw-list", the
// floor under any informer's sync).
//
// Each informer runs twice per round: at its defaults and with a transform
// that drops managedFields. After its initial sync, every informer is made
// to relist with its cache full (its watch resumes from a compacted
// resourceVersion and gets 410 Gone), and its peak RSS during that relist
// is measured on its own.
//
// It starts the server, creates the objects once, then runs each side in a
// process of its own (cmd/syncbench-side, given by -side-binary) so that
// peak RSS is per side. It prints the budget lines of
// hack/bench-runtime-server.sh on stdout and details on stderr.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
)

func main() {
	var (
		sideBin = flag.String("side-binary", "", "path of a built cmd/syncbench-side (required)")
		n       = flag.Int("n", 20000, "number of Widgets")
		rounds  = flag.Int("rounds", 4, "runs of each side, alternately in forward and reverse order (best even): the fastest sync and the median memory figures count")
		page    = flag.Int64("page-size", 500, "LIST page size of every side")
		only    = flag.String("sides", "", "comma-separated sides to run (raw-list, ours, client-go, ours-strip, client-go-strip); all by default. For profiling: the budget lines need every side")
		extra   = flag.String("side-flags", "", "space-separated flags passed to every side, such as -cpuprofile DIR/ (the side appends its name)")
	)
	flag.Parse()
	err := errors.New("-side-binary is required")
	if *sideBin != "" {
		err = runParent(context.Background(), *sideBin, *n, *rounds, *page, *only, strings.Fields(*extra))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "syncbench:", err)
		os.Exit(1)
	}
}
