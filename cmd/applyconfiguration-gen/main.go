// Command applyconfiguration-gen writes the apply configurations of the
// input packages given as arguments; a drop-in replacement for
// k8s.io/code-generator's applyconfiguration-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/emit"
)

func main() {
	os.Exit(generators.Command("applyconfiguration-gen", generators.AddApplyConfigurationGenFlags, emit.Files, os.Args[1:], os.Stdout, os.Stderr))
}
