// Command conversion-gen writes the conversion functions between the
// versioned and internal types of the input packages given as arguments; a
// drop-in replacement for k8s.io/code-generator's conversion-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/conversion"
	"github.com/kubegen/kubegen/generators/pipeline"
)

func main() {
	// Its generator alone is registered (not generators/all), so the binary
	// links no other and a cold go install compiles only what it runs.
	pipeline.Register(func() pipeline.Generator { return &conversion.Gen{} })
	os.Exit(generators.Command("conversion-gen", generators.AddConversionGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
