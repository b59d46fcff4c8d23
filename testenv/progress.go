package testenv

import (
	"bytes"
	"context"
	"strings"
	"sync"
	"time"

	"k8s.io/utils/clock"
)

// progressEvery is how often a long step reports that it is still going:
// well under the 30 s after which people take a silent command for hung.
const progressEvery = 15 * time.Second

// every calls report every interval until stop is called, with the time
// since every was called. stop waits for a report in progress to finish,
// so nothing is printed after it returns.
func every(ctx context.Context, interval time.Duration, report func(elapsed time.Duration)) (stop func()) {
	return everyOn(ctx, clock.RealClock{}, interval, report)
}

// everyOn is every on clk, which tests replace by a fake one.
func everyOn(ctx context.Context, clk clock.WithTicker, interval time.Duration, report func(elapsed time.Duration)) (stop func()) {
	start := clk.Now()
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	t := clk.NewTicker(interval)
	go func() {
		defer wg.Done()
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C():
				report(clk.Since(start))
			}
		}
	}()
	var once sync.Once
	return func() {
		once.Do(func() { close(done) })
		wg.Wait()
	}
}

// buildOutput collects the output of `go build -v` and counts what it says:
// each line is either a package being compiled or a "go: downloading"
// line. The go command writes from two pipes, and the ticker reads the
// counts from its own goroutine, hence the lock; it guards only the fields
// below and is never held while calling out.
type buildOutput struct {
	mu        sync.Mutex
	other     []string // lines that are neither: the diagnostics of a failed build
	partial   []byte   // the unfinished last line
	compiled  int      // package lines
	downloads int      // "go: downloading" lines
}

func (b *buildOutput) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.partial = append(b.partial, p...)
	for {
		i := bytes.IndexByte(b.partial, '\n')
		if i < 0 {
			break
		}
		line := strings.TrimSpace(string(b.partial[:i]))
		b.partial = b.partial[i+1:]
		switch {
		case strings.HasPrefix(line, "go: downloading"):
			b.downloads++
		case line != "" && !strings.Contains(line, " "):
			// An import path: `go build -v` prints one per compiled package.
			b.compiled++
		default:
			b.other = append(b.other, line)
		}
	}
	return len(p), nil
}

// counts returns the packages compiled and modules downloaded so far.
func (b *buildOutput) counts() (compiled, downloads int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.compiled, b.downloads
}

// String is what a failed build said besides its progress: the package
// list of `-v` would bury the compiler's messages.
func (b *buildOutput) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	lines := append(append([]string(nil), b.other...), strings.TrimSpace(string(b.partial)))
	return strings.TrimSpace(strings.Join(lines, "\n"))
}
