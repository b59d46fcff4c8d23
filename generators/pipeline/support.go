package pipeline

import "github.com/kubegen/kubegen/generators/load"

// Supporter is a Generator that reads packages besides the inputs, which
// it never writes to (conversion-gen's internal types and the peer
// packages its hand-written conversion functions live in). They are loaded
// with types in the same load as the inputs, so that a type the inputs
// import from one of them is the same type in both, and the run still
// loads once.
type Supporter interface {
	Generator
	// Support names the packages (import paths) to load besides inputs,
	// read from the inputs' syntax (comments included, types not yet
	// known). A path that is an input already is left out; nil is none.
	Support(inputs []*load.Package) ([]string, error)
}
