// Command validation-gen writes the declarative validation functions of the input
// packages given as arguments; a drop-in replacement for
// k8s.io/code-generator's validation-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
)

func main() {
	generators.TuneGC()
	os.Exit(generators.Command("validation-gen", generators.AddValidationGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
