// Package pipeline is the contract between the driver (package generators) and
// every generator: what a generator needs loaded, what it is given, what
// it hands back, and its flags (Flagged, flags.go). A generator is one
// package implementing Generator;
// the driver loads once for the union of the chosen generators' needs,
// runs each, collects every diagnostic before anything is written, and
// writes or verifies all their files together.
//
// This package imports the pipeline's data types only (load, model, write,
// diag; and pflag, in which flags are defined), never a generator and
// never the driver, so that a generator can import it without a cycle.
package pipeline

import (
	"github.com/kubegen/kubegen/generators/diag"
	"github.com/kubegen/kubegen/generators/load"
	"github.com/kubegen/kubegen/generators/markers"
	"github.com/kubegen/kubegen/generators/model"
	"github.com/kubegen/kubegen/generators/write"
)

// Needs says what a generator needs loaded; the driver loads the union of
// the chosen generators' needs once.
type Needs uint8

const (
	// Syntax is the inputs parsed, without types (load.Syntax): enough for
	// generators that read tags and declarations only.
	Syntax Needs = 1 << iota
	// Model is the checked syntax load and the model built from it
	// (model.Build): groups, versions, kinds and their names.
	Model
	// Typed is the inputs loaded with full type information (load.Typed),
	// dependencies from export data. It is the slowest load; one typed load
	// serves every generator that asks for it.
	Typed
)

// Has reports whether n includes all of want.
func (n Needs) Has(want Needs) bool { return n&want == want }

// Input is what the driver gives every generator of one run.
type Input struct {
	// Header is the boilerplate of --go-header-file with YEAR replaced,
	// without any "Code generated" line.
	Header []byte
	// Set is the model; nil unless some generator of the run needs Model.
	Set *model.Set
	// Packages are the input packages: loaded with types when some
	// generator of the run needs Typed (then Types is set), else parsed
	// only. Nil when no generator needs Syntax or Typed.
	Packages []*load.Package
	// Support are the packages the run's Supporter generators asked for
	// that are not inputs, typed in the same load as Packages; nothing is
	// written into them.
	Support []*load.Package
	// Load loads what the generator finds it needs only while generating,
	// resolved where the inputs were (the user's module; see Loader).
	Load Loader
	// Tags is the run's one reader of package tags (the source layer's
	// collector): each package's tags are found once per run, whichever
	// generators read them.
	Tags *markers.Collector
}

// Output is what one generator produced.
type Output struct {
	// Files are the files to write (or, verifying, to compare).
	Files []write.File
	// Roots are the output locations the generator owns: below each, a .go
	// file carrying the root's marker line that no generator of the run
	// produced any more is stale and gets removed (see write.Root).
	Roots []write.Root
	// Warnings are doubtful inputs that upstream tolerates; they never stop
	// the run.
	Warnings diag.List
}

// Generator is one kind of output.
type Generator interface {
	// Name is the generator's name in the registry ("clientset").
	Name() string
	// Needs is what the generator needs loaded.
	Needs() Needs
	// Generate renders the generator's files from in. Input problems are
	// returned as a diag.List (every problem at once, with file:line); the
	// driver collects them from all generators of the run and writes
	// nothing when there is any. Any other error stops the run.
	Generate(in *Input) (Output, error)
}

// PackageRoots are the roots of a generator that writes into the input
// packages themselves (deep copies, register files): each package's
// directory, its own files only (subdirectories are other packages), with
// the generator's marker line ("deepcopy-gen").
func PackageRoots(pkgs []*load.Package, generator string) []write.Root {
	roots := make([]write.Root, 0, len(pkgs))
	for _, p := range pkgs {
		roots = append(roots, write.Root{Dir: p.Dir, Marker: model.GeneratedLine(generator), Shallow: true})
	}
	return roots
}
