// Command applyconfiguration-gen writes the apply configurations of the
// input packages given as arguments; a drop-in replacement for
// k8s.io/code-generator's applyconfiguration-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	_ "github.com/kubegen/kubegen/generators/all" // every generator: see generators/all
)

func main() {
	os.Exit(generators.Command("applyconfiguration-gen", generators.AddApplyConfigurationGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
