// Command informer-gen generates shared informers, built on kubegen's runtime, for
// the input packages given as arguments; a drop-in replacement for
// k8s.io/code-generator's informer-gen.
package main

import (
	"os"

	"github.com/kubegen/kubegen/generators"
	"github.com/kubegen/kubegen/generators/decoder"
	"github.com/kubegen/kubegen/generators/informers"
	"github.com/kubegen/kubegen/generators/pipeline"
)

func main() {
	// Its generators alone are registered (not generators/all), in
	// generators/all's order, so the binary links no other and a cold go
	// install compiles only what it runs (--decoders adds the decoders).
	pipeline.Register(
		func() pipeline.Generator { return &informers.Gen{} },
		func() pipeline.Generator { return &decoder.Gen{} },
	)
	os.Exit(generators.Command("informer-gen", generators.AddInformerGenFlags, os.Args[1:], os.Stdout, os.Stderr))
}
