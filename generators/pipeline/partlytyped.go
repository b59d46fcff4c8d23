package pipeline

import "github.com/kubegen/kubegen/generators/load"

// PartlyTyped is a generator needing Typed that reads the types of only
// some inputs, and the others from syntax if at all: controller-gen's crd
// generator wants the API packages typed, not the controllers whose rbac
// and webhook markers the same command line reads. Type-checking a
// controller means loading most of its project and of controller-runtime;
// parsing it costs a fraction of that.
//
// When every generator of a run that needs Typed is one (and the run
// neither builds the model nor has a Supporter), the driver parses the
// inputs, type-checks only the packages they pick together with the
// inputs those import (so that every type they reach is checked from
// source, as in a full load), and hands the other inputs parsed only
// (Types nil), all in the order a full load gives them.
type PartlyTyped interface {
	Generator
	// TypedInputs picks, among the inputs parsed without types (files
	// declaring no types kept to their package clause), every package
	// whose types could change the generator's output. Picking too many
	// costs time; picking too few changes the output.
	TypedInputs(parsed []*load.Package) []*load.Package
}
