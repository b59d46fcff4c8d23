//go:build linux

package load

import (
	"syscall"
	"time"
)

// statTimes is a file's modification and change time; the fields are
// named differently on each platform.
func statTimes(st *syscall.Stat_t) (m, c time.Time) {
	return time.Unix(st.Mtim.Unix()), time.Unix(st.Ctim.Unix())
}
