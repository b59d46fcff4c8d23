package pipeline

// The registry of generators a binary can run. It lives here, below the
// driver, so that a command links only the generators it registers: the
// driver (package generators) imports none of them, kubegen registers them
// all (package generators/all), and each single-tool command (deepcopy-gen,
// client-gen, validation-gen, ...) registers its own only, keeping its
// binary and its cold install small.

var constructors []func() Generator

// Register adds generators' constructors to the registry, in the order the
// generators run and report and their flags are checked. Mains call it
// (or import a package whose init does) before they run a command; each
// constructor makes a new generator with zero options.
func Register(makers ...func() Generator) {
	constructors = append(constructors, makers...)
}

// Constructors are the registered constructors, in registration order.
func Constructors() []func() Generator {
	return append([]func() Generator(nil), constructors...)
}
