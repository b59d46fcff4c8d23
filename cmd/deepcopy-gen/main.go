// Command deepcopy-gen writes the DeepCopy functions of the input packages
// given as arguments; a drop-in replacement for k8s.io/code-generator's
// deepcopy-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/deepcopy"
	"github.com/kubegen/kubegen/generators/pipeline"
)

func main() {
	// Its generator alone is registered (not generators/all), so the binary
	// links no other and a cold go install compiles only what it runs.
	pipeline.Register(func() pipeline.Generator { return &deepcopy.Gen{} })
	os.Exit(generators.Command("deepcopy-gen", generators.AddDeepcopyGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
