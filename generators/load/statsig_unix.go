//go:build linux || darwin

package load

import (
	"fmt"
	"io/fs"
	"syscall"
	"time"
)

// statSig is a file's metadata that changes whenever its content does
// (size, modification and change time, inode, device), and the later of
// its two times; ok is false when the platform gives none.
func statSig(fi fs.FileInfo) (sig string, changed time.Time, ok bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return "", time.Time{}, false
	}
	m, c := statTimes(st)
	changed = m
	if c.After(m) {
		changed = c
	}
	return fmt.Sprintf("%d %d %d %d %d", st.Size, m.UnixNano(), c.UnixNano(), st.Ino, st.Dev), changed, true
}
