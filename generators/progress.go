package generators

import (
	"io"
	"os"
)

// progressTo is where the loader's progress notes go (a slow step saying
// what it waits for): the process's own stderr, a terminal or a CI log.
// Any other writer, such as a test's buffer, gets none, so that what a
// run reports does not depend on how fast the machine is.
func progressTo(w io.Writer) io.Writer {
	if f, ok := w.(*os.File); ok {
		return f
	}
	return nil
}
