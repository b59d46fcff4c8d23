// Command validation-gen writes the declarative validation functions of the input
// packages given as arguments; a drop-in replacement for
// k8s.io/code-generator's validation-gen.
package main

import (
	"io"
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/pipeline"
	"github.com/kubegen/kubegen/generators/validation"
)

func init() {
	// Only the validation generator is registered (not generators/all):
	// the binary links nothing else, which keeps a cold go install short.
	// Registered at init so that the package's tests run the command too.
	pipeline.Register(func() pipeline.Generator { return &validation.Gen{} })
}

func main() {
	generators.TuneGC()
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the command on its arguments, with its exit code.
func run(args []string, stdout, stderr io.Writer) int {
	return generators.Command("validation-gen", generators.AddValidationGenFlags, args, stdout, stderr)
}
