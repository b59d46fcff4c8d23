package testenv

import (
	"context"
	"fmt"
	"testing"
	"time"

	clocktesting "k8s.io/utils/clock/testing"
)

func TestBuildOutputCounts(t *testing.T) {
	var b buildOutput
	// Lines arrive split across writes, as from a pipe.
	for _, chunk := range []string{
		"go: downloading go.etcd.io/etcd/server/v3 v3.7.0\ngo: down",
		"loading k8s.io/apiserver v0.37.2\nk8s.io/apimachinery/pkg/util/sets\ninternal/",
		"goarch\n",
		"# some/pkg\nsome/pkg/file.go:1:2: an error\n",
	} {
		if _, err := fmt.Fprint(&b, chunk); err != nil {
			t.Fatal(err)
		}
	}
	compiled, downloads := b.counts()
	// "# some/pkg" is a header line of an error, not a package compiled.
	if compiled != 2 || downloads != 2 {
		t.Errorf("counts = %d compiled, %d downloads; want 2 and 2", compiled, downloads)
	}
	// The error message keeps the diagnostics and drops the progress.
	if got, want := b.String(), "# some/pkg\nsome/pkg/file.go:1:2: an error"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

// every reports each interval on its clock, with the time since it began,
// and never after stop has returned.
func TestEveryReportsUntilStopped(t *testing.T) {
	clk := clocktesting.NewFakeClock(time.Unix(1700000000, 0))
	reports := make(chan time.Duration)
	stop := everyOn(context.Background(), clk, 5*time.Second, func(elapsed time.Duration) { reports <- elapsed })
	for i := 1; i <= 3; i++ {
		// The ticker is made before everyOn returns, so each step is seen.
		clk.Step(5 * time.Second)
		if got, want := <-reports, time.Duration(i)*5*time.Second; got != want {
			t.Errorf("report %d: elapsed %v, want %v", i, got, want)
		}
	}
	clk.Step(4 * time.Second)
	select {
	case got := <-reports:
		t.Errorf("a report %v before the interval was up", got)
	default:
	}
	stop()
	// The reporting goroutine has ended: a tick now has no one to report.
	clk.Step(time.Minute)
	select {
	case got := <-reports:
		t.Errorf("a report %v after stop", got)
	default:
	}
	stop() // a second stop is harmless
}
