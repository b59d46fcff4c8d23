// Command validation-gen writes the declarative validation functions of the input
// packages given as arguments; a drop-in replacement for
// k8s.io/code-generator's validation-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/validation"
)

func main() {
	generators.TuneGC()
	// Only the validation generator is registered (not generators/all):
	// the binary links nothing else, which keeps a cold go install short.
	pipeline.Register(func() pipeline.Generator { return &validation.Gen{} })
	os.Exit(generators.Command("validation-gen", generators.AddValidationGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
