// Command deepcopy-gen writes the DeepCopy functions of the input packages
// given as arguments; a drop-in replacement for k8s.io/code-generator's
// deepcopy-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	_ "github.com/kubegen/kubegen/generators/all" // every generator: see generators/all
)

func main() {
	os.Exit(generators.Command("deepcopy-gen", generators.AddDeepcopyGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
