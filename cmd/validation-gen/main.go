// Command validation-gen writes the declarative validation functions of the input
// packages given as arguments; a drop-in replacement for
// k8s.io/code-generator's validation-gen.
package main

import (
	"os"
	"runtime/debug"

	"github.com/kubegen/kubegen/generators"
)

// gcPercent is the collector's target for a run: a run is short and its
// heap is mostly the loaded packages, which stay live to the end, so the
// default (100) spends about a fifth of the run's CPU re-scanning them.
// A GOGC set by the caller wins.
const gcPercent = 400

func main() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
	os.Exit(generators.Command("validation-gen", generators.AddValidationGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
