package testenv

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"syscall"
	"time"
)

// child is one server process. Its output goes straight to the env's log
// file (or through a copy to stderr too when verbose).
type child struct {
	name string
	cmd  *exec.Cmd
	// done is closed when the process has exited; err is its exit status,
	// valid after done.
	done chan struct{}
	err  error
}

func startChild(name, bin string, args []string, out io.Writer) (*child, error) {
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = childSysProcAttr()
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("start %s: %w", name, err)
	}
	c := &child{name: name, cmd: cmd, done: make(chan struct{})}
	go func() {
		c.err = cmd.Wait()
		close(c.done)
	}()
	return c, nil
}

// exited reports whether the process has ended, and how.
func (c *child) exited() (bool, error) {
	select {
	case <-c.done:
		if c.err == nil {
			return true, fmt.Errorf("%s exited", c.name)
		}
		return true, fmt.Errorf("%s exited: %w", c.name, c.err)
	default:
		return false, nil
	}
}

// stop sends SIGTERM, waits up to grace, then kills. A zero grace kills at
// once, like a crash.
func (c *child) stop(grace time.Duration) {
	if grace > 0 {
		if err := c.cmd.Process.Signal(syscall.SIGTERM); err != nil && !errors.Is(err, os.ErrProcessDone) {
			grace = 0
		}
	}
	if grace > 0 {
		select {
		case <-c.done:
			return
		case <-time.After(grace):
		}
	}
	_ = c.cmd.Process.Kill()
	<-c.done
}
