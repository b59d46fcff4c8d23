// Package generators runs the pipeline every main uses: load the input
// packages once, build the model, emit files, write them (or verify).
package generators

import (
	"io"
	"time"

	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/write"
)

// Targets selects what one run generates.
type Targets struct {
	Clientset, Listers, Informers bool
}

// Emitter renders the files of the selected targets from a model.
type Emitter func(s *model.Set, t Targets) ([]write.File, error)

// Config is one run, filled in from a tool's flags.
type Config struct {
	// Dir is where input packages are resolved (the user's module); "" is
	// the working directory.
	Dir string
	// TypeCheck also type-checks the inputs (against export data) so that
	// type errors are reported; slower, see load.Config.
	TypeCheck bool
	// Inputs are import paths or directories of group-version packages.
	Inputs []string
	// HeaderFile is --go-header-file; "YEAR" in it becomes Year.
	HeaderFile string
	// Year replaces "YEAR" in the header; 0 means the current UTC year.
	Year    int
	Targets Targets
	Options model.Options
	// Verify writes nothing and fails when anything would change.
	Verify bool
	// Verbose prints the phase timings to Stderr.
	Verbose bool
	Stdout  io.Writer
	Stderr  io.Writer
}

// Timings are how long each phase took.
type Timings struct {
	Load, Model, Emit, Write time.Duration
}

// Result is what a successful run did.
type Result struct {
	Write   write.Result
	Timings Timings
}
