package testenv

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"
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

func TestEveryReportsUntilStopped(t *testing.T) {
	var n atomic.Int32
	stop := every(context.Background(), 5*time.Millisecond, func(elapsed time.Duration) {
		if elapsed <= 0 {
			t.Errorf("elapsed %v, want > 0", elapsed)
		}
		n.Add(1)
	})
	deadline := time.Now().Add(10 * time.Second)
	for n.Load() < 3 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	stop()
	after := n.Load()
	if after < 3 {
		t.Fatalf("%d reports in 10 s, want at least 3", after)
	}
	time.Sleep(30 * time.Millisecond)
	if n.Load() != after {
		t.Errorf("reports went on after stop: %d then %d", after, n.Load())
	}
	stop() // a second stop is harmless
}
