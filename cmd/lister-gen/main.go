// Command lister-gen generates listers for the input packages given as arguments; a
// drop-in replacement for k8s.io/code-generator's lister-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/listers"
	"github.com/kubegen/kubegen/generators/pipeline"
)

func main() {
	// Its generator alone is registered (not generators/all), so the binary
	// links no other and a cold go install compiles only what it runs.
	pipeline.Register(func() pipeline.Generator { return &listers.Gen{} })
	os.Exit(generators.Command("lister-gen", generators.AddListerGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
