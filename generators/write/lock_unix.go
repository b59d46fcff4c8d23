//go:build unix

package write

import (
	"fmt"
	"os"
	"slices"
	"syscall"
)

// lockRoots takes an exclusive flock on each existing root directory, in
// sorted order so that two runs with overlapping roots cannot deadlock, and
// returns the function releasing them. Locking the directory itself leaves
// no lock file in the user's tree; the kernel drops the lock when a run
// dies, so a killed run never blocks the next one.
func lockRoots(roots []Root) (unlock func(), err error) {
	var dirs []string
	for _, r := range roots {
		dirs = append(dirs, r.Dir)
	}
	slices.Sort(dirs)
	var held []*os.File
	unlock = func() {
		for _, f := range held {
			f.Close() // closing the descriptor releases its lock
		}
	}
	for _, d := range slices.Compact(dirs) {
		f, err := os.Open(d)
		if os.IsNotExist(err) {
			continue // verify mode on a tree not generated yet
		}
		if err != nil {
			unlock()
			return nil, fmt.Errorf("locking output directory %s: %w", d, err)
		}
		held = append(held, f)
		for {
			err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
			if err != syscall.EINTR {
				break
			}
		}
		if err != nil {
			unlock()
			return nil, fmt.Errorf("locking output directory %s: %w", d, err)
		}
	}
	return unlock, nil
}
