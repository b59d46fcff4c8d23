package pipeline

import (
	"fmt"

	"github.com/spf13/pflag"

	"github.com/kubegen/kubegen/generators/model"
)

// Command is a command line a generator's flags are defined on.
type Command int

const (
	// Kubegen is the all-in-one command, which runs every registered
	// generator from one load. There a generator's flags are named for
	// what it writes (--deepcopy-file), and one of them is its off switch.
	Kubegen Command = iota
	// Own is the generator's own upstream-compatible command (deepcopy-gen
	// for the deepcopy generator), with upstream's flag names and defaults.
	Own
)

// Shared are the settings of one run that more than one generator reads.
// The command's common flags fill them in first; then each generator's
// Finish, in registry order, reads them and fills in what it decides (the
// clientset generator decides the clientset's import path, which the
// informers import).
type Shared struct {
	// Options are the model's: output locations, import paths and naming,
	// read by every generator that renders from the model. The common
	// flags set OutputDir and OutputPkg (--output-dir, --output-pkg),
	// PluralExceptions and LintRules.
	Options model.Options
	// Inputs are the input packages: the positional arguments, unless a
	// generator's flags name them instead (client-gen's --input).
	Inputs []string
	// Decoders is --decoders: the informers are to decode with generated
	// decoders. The informers' Finish turns it into Options.Decoders when
	// the run has informers.
	Decoders bool
}

// Finish is called once the command line is parsed. It checks the
// generator's flags (an error is a usage error, exit 2), fills in the
// shared settings the generator decides, and says whether the generator
// runs in this command (false is the off switch).
type Finish func(s *Shared) (run bool, err error)

// Flagged is a Generator whose options are set on the command line. It is
// optional: a generator without it has no flags and always runs when its
// command chooses it.
type Flagged interface {
	Generator
	// Flags defines the generator's flags for cmd on fs. The flags set
	// the generator's own fields (so Flags has a pointer receiver) or the
	// shared settings, in the returned Finish (nil: nothing to check, the
	// generator runs). The driver calls Flags on a new generator for every
	// command line, and only once.
	Flags(fs *pflag.FlagSet, cmd Command) Finish
}

// NeedOutputDir is the error of a generator writing below --output-dir
// when the command line gave none. kubegen's --output-dir is optional, so
// that a run of only the generators writing into the input packages
// (deepcopy, register) needs none; each generator writing below it calls
// this from its Finish when it runs.
func (s *Shared) NeedOutputDir() error {
	if s.Options.OutputDir == "" {
		// A kubebuilder project asking kubegen for deep copies and
		// manifests only meets this first: say how to get that run.
		return fmt.Errorf("--output-dir must be specified: the clients, listers, informers and apply configurations are written below it " +
			"(for a run without them, e.g. deep copies and manifests only, turn them off: --clientset-subdir= --listers-subdir= --informers-subdir= --applyconfiguration-subdir=)")
	}
	return nil
}
