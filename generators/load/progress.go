package load

import (
	"fmt"
	"sync"
	"time"
)

// DefaultSlowAfter is how long a load step may run before Config.Progress
// is told what it is waiting for: long enough that a warm run says
// nothing, short enough that a user never stares at a silent terminal.
const DefaultSlowAfter = 3 * time.Second

// progressMu serializes progress lines: steps run concurrently (the
// dependencies' types are read while the inputs are listed).
var progressMu sync.Mutex

// watch starts timing a step; if the step is still running after the
// threshold, one line saying what it is and why it can be slow goes to
// Progress. stop ends the watch and returns once any line is written, so
// nothing is written after the step's caller returns.
func (c Config) watch(what string) (stop func()) {
	if c.Progress == nil {
		return func() {}
	}
	after := c.after
	if after == nil {
		after = time.After
	}
	d := c.SlowAfter
	if d <= 0 {
		d = DefaultSlowAfter
	}
	timer := after(d)
	quit, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		select {
		case <-timer:
		case <-quit:
			// A threshold reached just as the step ended still counts.
			select {
			case <-timer:
			default:
				return
			}
		}
		progressMu.Lock()
		defer progressMu.Unlock()
		fmt.Fprintf(c.Progress, "note: %s\n", what)
	}()
	return func() {
		close(quit)
		<-finished
	}
}
