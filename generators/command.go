package generators

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/pflag"
)

// Command is what each main runs: parse args with the tool's flags, run the
// pipeline with emit, report. It returns the exit code (2 for bad flags).
func Command(name string, addFlags func(*pflag.FlagSet) func(stdout, stderr io.Writer) (Config, error),
	emit Emitter, args []string, stdout, stderr io.Writer) int {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(stderr)
	config := addFlags(fs)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, pflag.ErrHelp) {
			return 0
		}
		fmt.Fprintf(stderr, "%s: %v (see %s --help)\n", name, err, name)
		return 2
	}
	cfg, err := config(stdout, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return 2
	}
	return Main(cfg, emit)
}
